import type { Words } from '../i18n/words.ts';
import type { MessageContent, MessageLinks } from './message-content.ts';
import type { WebhookSnapshot } from './message-snapshot.ts';
import { shortTime } from './message-time.ts';

// The email to a business's owners when the server switched off one of its webhook endpoints
// for failing (docs/decisions/0066-webhooks.md): which address, since when, its last answer,
// and where to switch it on again.

/** The endpoint's last answer in words: its HTTP status, or none. */
function lastAnswer(s: WebhookSnapshot, words: Words): string {
  const status = s.webhook.last_status;
  return status === null
    ? words.formatMessage({ id: 'notifications.webhookNoAnswer' })
    : words.formatMessage({ id: 'notifications.webhookStatus' }, { status });
}

export function webhookSwitchedOffContent(
  s: WebhookSnapshot,
  links: MessageLinks,
  words: Words,
): MessageContent {
  const t = words.formatMessage;
  const { business, webhook } = s;
  const since = shortTime(webhook.failing_since, business.time_zone, words);
  const answer = lastAnswer(s, words);
  const url = new URL('/t/settings/webhooks', links.siteUrl).href;
  return {
    subject: t({ id: 'notifications.webhookOffSubject' }, { business: business.name }),
    heading: t({ id: 'notifications.webhookOffHeading' }),
    paragraphs: [
      t({ id: 'notifications.helloNoName' }),
      t(
        { id: 'notifications.webhookOffFailed' },
        { url: webhook.url, since, answer, business: business.name },
      ),
      t({ id: 'notifications.webhookOffFix' }),
    ],
    details: [
      [t({ id: 'notifications.detailBusiness' }), business.name],
      [t({ id: 'notifications.detailWebhookAddress' }), webhook.url],
      [t({ id: 'notifications.detailFailingSince' }), since],
      [t({ id: 'notifications.detailLastAnswer' }), answer],
    ],
    action: { label: t({ id: 'notifications.webhookOffButton' }), url },
    sms: t({ id: 'notifications.webhookOffSms' }, { business: business.name, url: webhook.url }),
  };
}
