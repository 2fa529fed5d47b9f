import { DirectionProvider, useDirection } from '@mantine/core';
import { textDirection } from '@shared/i18n/locales.ts';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { RawIntlProvider } from 'react-intl';
import { onLanguageShown, shownLanguage, type SpaLanguage } from './spa-language';

/**
 * The SPA's words (react-intl's useIntl) and Mantine's direction, right to left for Arabic, in
 * the language shown now: a change of language (showLanguage) re-renders every screen in it.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const language = useSyncExternalStore(onLanguageShown, shownLanguage);
  return (
    <DirectionProvider initialDirection={textDirection(language.locale)} detectDirection={false}>
      <FollowDirection language={language} />
      <RawIntlProvider value={language.intl}>{children}</RawIntlProvider>
    </DirectionProvider>
  );
}

/** Mantine's direction and the document's follow a change of language. */
function FollowDirection({ language }: { language: SpaLanguage }) {
  const { setDirection } = useDirection();
  useEffect(() => {
    applyLanguageToDocument(language);
    setDirection(textDirection(language.locale));
  }, [language, setDirection]);
  return null;
}

/** The document in the SPA's language: its tag for screen readers, its direction for layout. */
export function applyLanguageToDocument(language: SpaLanguage): void {
  document.documentElement.lang = language.formatting;
  document.documentElement.dir = textDirection(language.locale);
}
