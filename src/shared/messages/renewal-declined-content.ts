import { formatMoney } from '../format-money.ts';
import type { Words } from '../i18n/words.ts';
import { balanceWords } from './account-message-content.ts';
import type { MessageContent, MessageLinks } from './message-content.ts';
import type { LedgerSnapshot } from './message-snapshot.ts';
import { untilTime } from './message-time.ts';

/**
 * The page where a member updates their card (the client area's membership screen): the card
 * form opens at once, for this membership when the message names it.
 */
export function updateCardUrl(siteUrl: string, subscriptionId: string | undefined): string {
  const url = new URL('/client-access/membership', siteUrl);
  if (subscriptionId !== undefined) url.searchParams.set('subscription', subscriptionId);
  url.searchParams.set('update_card', '1');
  return url.href;
}

/**
 * A membership's renewal that the saved card declined (issue 35, point 4): told at once, with
 * when the card is tried again (membership_card_declined), or, after the last retry, that the
 * membership is suspended (membership_suspended); both link to updating the card, which
 * charges what is owed at once.
 */
export function renewalDeclinedContent(
  kind: 'membership_card_declined' | 'membership_suspended',
  s: LedgerSnapshot,
  links: MessageLinks,
  words: Words,
): MessageContent {
  const { business, client, entry, membership } = s;
  const t = words.formatMessage;
  const amount = formatMoney(entry.amount_minor, entry.currency, words.locale);
  const plan = membership?.plan ?? entry.note;
  const url = updateCardUrl(links.siteUrl, membership?.id);
  const values = { business: business.name, plan, amount, url };
  const suspended = kind === 'membership_suspended';
  const nextAttempt = membership?.next_attempt_at ?? null;
  const details: [string, string][] = [
    [t({ id: 'notifications.detailMembership' }), plan],
    [t({ id: 'notifications.detailAmount' }), amount],
  ];
  if (!suspended && nextAttempt !== null)
    details.push([
      t({ id: 'notifications.detailNextAttempt' }),
      untilTime(nextAttempt, business.time_zone, words),
    ]);
  details.push([
    t({ id: 'notifications.detailYourBalance' }),
    balanceWords(s.balance_minor, entry.currency, words),
  ]);
  return {
    subject: suspended
      ? t({ id: 'notifications.renewalSuspendedSubject' }, values)
      : t({ id: 'notifications.renewalDeclinedSubject' }, values),
    heading: suspended
      ? t({ id: 'notifications.renewalSuspendedHeading' })
      : t({ id: 'notifications.renewalDeclinedHeading' }),
    paragraphs: [
      t({ id: 'notifications.hello' }, { name: client.name }),
      suspended
        ? t({ id: 'notifications.renewalSuspendedText' }, values)
        : t({ id: 'notifications.renewalDeclinedText' }, values),
    ],
    details,
    action: { label: t({ id: 'notifications.renewalUpdateCardButton' }), url },
    sms: suspended
      ? t({ id: 'notifications.renewalSuspendedSms' }, values)
      : t({ id: 'notifications.renewalDeclinedSms' }, values),
    smsLink: url,
  };
}
