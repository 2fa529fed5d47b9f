import type { MessageId } from '@shared/i18n/message-ids.ts';
import type { Words } from '@shared/i18n/words.ts';
import type { OfferLink } from './queries';

/** The screen's heading and its sentence for what the link stands for now. */
export function offerLinkText(link: OfferLink, words: Words): { title: string; text: string } {
  const say = (title: MessageId, text: MessageId, values?: Record<string, string>) => ({
    title: words.formatMessage({ id: title }),
    text: words.formatMessage({ id: text }, values),
  });
  switch (link.state) {
    case 'open':
      return say(
        'client-area.offerOpenTitle',
        link.pay_by_card ? 'client-area.offerOpenPayByCard' : 'client-area.offerOpenTake',
        { business: link.business, service: link.service },
      );
    case 'taken':
      return say('client-area.offerTakenTitle', 'client-area.offerTakenText', {
        business: link.business,
        service: link.service,
      });
    case 'lapsed':
      return say('client-area.offerLapsedTitle', 'client-area.offerLapsedText', {
        service: link.service,
      });
    case 'cancelled':
      return say('client-area.offerCancelledTitle', 'client-area.offerCancelledText', {
        business: link.business,
        service: link.service,
      });
    case 'unknown':
      return say('client-area.offerUnknownTitle', 'client-area.offerUnknownText');
  }
}
