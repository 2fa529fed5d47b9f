import { DirectionProvider } from '@mantine/core';
import { sourceLocale, textDirection } from '@shared/i18n/locales.ts';
import type { MessageId } from '@shared/i18n/message-ids.ts';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { SpaLanguage } from './spa-language';

/**
 * The SPA's words (react-intl's useIntl) and Mantine's direction, right to left for Arabic. The
 * document's own `lang` and `dir` are set before the first render (main.tsx), so that nothing
 * is laid out the wrong way first.
 */
export function LanguageProvider({
  language,
  children,
}: {
  language: SpaLanguage;
  children: ReactNode;
}) {
  return (
    <DirectionProvider initialDirection={textDirection(language.locale)} detectDirection={false}>
      <IntlProvider
        locale={language.formatting}
        defaultLocale={sourceLocale}
        // The SPA loads its own areas only (load-messages.ts); its screens name no other.
        messages={language.messages as Record<MessageId, string>}
      >
        {children}
      </IntlProvider>
    </DirectionProvider>
  );
}

/** The document in the SPA's language: its tag for screen readers, its direction for layout. */
export function applyLanguageToDocument(language: SpaLanguage): void {
  document.documentElement.lang = language.formatting;
  document.documentElement.dir = textDirection(language.locale);
}
