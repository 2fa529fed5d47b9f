import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
// Relative and with extensions, as Node's resolution wants: db/tests/client-files.test.ts runs
// client-files.ts, which reaches this module through size-text.ts.
import type { MessageId } from '../../../shared/i18n/message-ids.ts';
import english from '../../../shared/i18n/messages/en/clients.ts';
import type { Words } from '../../../shared/i18n/words.ts';

let words: IntlShape | undefined;

/**
 * The clients area's English words (messages/en/clients.ts, the source catalogue), for the few
 * helpers of this area that code of other areas calls without its reader's words yet:
 * phoneProblem and birthDateProblem (client-profile/own-profile.ts), sizeText
 * (storage-error-message.ts) and removeClientFile (db/tests/client-files.test.ts). Every screen
 * of this area passes the reader's words instead.
 */
export function englishClientWords(): Words {
  words ??= createIntl(
    {
      locale: 'en',
      defaultLocale: 'en',
      // Only this area's messages: no other id is ever asked of these words.
      messages: Object.fromEntries(
        Object.entries(english).map(([key, text]) => [`clients.${key}`, text]),
      ) as Record<MessageId, string>,
    },
    createIntlCache(),
  );
  return words;
}
