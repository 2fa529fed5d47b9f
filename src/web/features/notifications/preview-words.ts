import { useSuspenseQuery } from '@tanstack/react-query';
import { createIntl, createIntlCache, useIntl } from 'react-intl';
import type { Locale } from '@shared/i18n/locales.ts';
import type { Words } from '@shared/i18n/words.ts';
import { loadMessages } from '@/i18n/load-messages';

// The words of the language an owner words and previews messages in (Settings › Notifications),
// which need not be the language the screen is shown in: that language's catalogue is fetched
// once (as the SPA fetches its own) and kept.

const cache = createIntlCache();

/** The words of `locale`: the screen's own when it is shown in that language. */
export function usePreviewWords(locale: Locale): Words {
  const intl = useIntl();
  const same = new Intl.Locale(intl.locale).language === locale;
  const { data } = useSuspenseQuery({
    queryKey: ['preview-words', locale, same ? intl.locale : null] as const,
    // Not fetched when the screen speaks it already.
    queryFn: async (): Promise<Words> =>
      same
        ? intl
        : createIntl(
            {
              locale,
              defaultLocale: 'en',
              messages: (await loadMessages(locale)) as Record<string, string>,
            },
            cache,
          ),
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return data;
}
