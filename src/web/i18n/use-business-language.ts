import { useEffect } from 'react';
import { preferLanguage } from './spa-language';

/**
 * The business on screen speaks its default language (tenants.locale) to people whose browser
 * asks for none the product speaks and who chose none themselves (choose-locale.ts).
 */
export function useBusinessLanguage(locale: string | null | undefined): void {
  useEffect(() => {
    void preferLanguage({ business: locale ?? null });
  }, [locale]);
}
