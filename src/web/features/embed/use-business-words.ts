import type { Locale } from '@shared/i18n/locales.ts';
import type { MessageId } from '@shared/i18n/message-ids.ts';
import type { Words } from '@shared/i18n/words.ts';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { createIntl, createIntlCache } from 'react-intl';
import { loadMessages } from '@/i18n/load-messages';

const cache = createIntlCache();

/**
 * The words of the business's own language (tenants.locale), which may not be the one the
 * screen shows: what the business pastes into its website (the snippet's frame title) speaks to
 * its website's visitors. The language's catalogue is a chunk of its own, fetched once.
 */
export function businessWordsQuery(locale: Locale) {
  return queryOptions({
    queryKey: ['business-words', locale] as const,
    queryFn: async (): Promise<Words> => {
      const messages = (await loadMessages(locale)) as Record<MessageId, string>;
      return createIntl({ locale, defaultLocale: 'en', messages }, cache);
    },
    staleTime: Infinity,
  });
}

export function useBusinessWords(locale: Locale): Words {
  return useSuspenseQuery(businessWordsQuery(locale)).data;
}
