import type { Words } from '@shared/i18n/words.ts';
import type { UnsubscribeLink } from './queries';

/** The unsubscribe screen's heading and its sentence for what the link stands for now. */
export function unsubscribeLinkText(
  link: UnsubscribeLink,
  words: Words,
): { title: string; text: string } {
  if (link.state === 'unknown') {
    return {
      title: words.formatMessage({ id: 'client-area.unsubscribeUnknownTitle' }),
      text: words.formatMessage({ id: 'client-area.unsubscribeUnknownText' }),
    };
  }
  const business = link.business;
  if (link.reminders_off) {
    return {
      title: words.formatMessage({ id: 'client-area.remindersOffTitle' }),
      text: words.formatMessage({ id: 'client-area.remindersOffText' }, { business }),
    };
  }
  return {
    title: words.formatMessage({ id: 'client-area.stopRemindersTitle' }),
    text: words.formatMessage({ id: 'client-area.stopRemindersText' }, { business }),
  };
}
