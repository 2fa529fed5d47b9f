import { Select } from '@mantine/core';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { chooseLocale } from '@shared/i18n/choose-locale.ts';
import { localeName, locales } from '@shared/i18n/locales.ts';
import { notifyFailed, notifySaved } from '@/components/notify';
import { useSession } from '@/features/auth/use-session';
import { personLocale } from './follow-person-language';
import { preferLanguage, spaWords } from './spa-language';

/** "Follow the browser": the person has chosen no language of their own. */
const browser = 'browser';

/**
 * A signed-in person's own language, kept with their account (user_metadata.locale) so that
 * every device and every message to them follows it (issue 34, point 3). Saving it changes
 * the screens at once (follow-person-language.ts).
 */
export function LanguageChoice() {
  const intl = useIntl();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const chosen = personLocale(useSession()) ?? browser;
  const [saving, setSaving] = useState(false);
  const browserLanguage = localeName(chooseLocale({ accepted: navigator.languages }));
  const options = [
    {
      value: browser,
      label: intl.formatMessage({ id: 'language.browser' }, { language: browserLanguage }),
    },
    // Each language by its own name, as a person looks for theirs.
    ...locales.map((locale) => ({ value: locale, label: localeName(locale) })),
  ];

  const choose = async (value: string | null) => {
    if (value === null || value === chosen) return;
    setSaving(true);
    const { error } = await supabase.auth.updateUser({
      data: { locale: value === browser ? null : value },
    });
    if (error) {
      setSaving(false);
      notifyFailed(error, intl.formatMessage({ id: 'language.notSaved' }));
      return;
    }
    // Said in the language just chosen, once the screens have turned to it.
    await preferLanguage({ person: value === browser ? null : value });
    setSaving(false);
    notifySaved(spaWords().formatMessage({ id: 'language.saved' }));
  };

  return (
    <Select
      label={intl.formatMessage({ id: 'language.label' })}
      description={intl.formatMessage({ id: 'language.description' })}
      data={options}
      value={chosen}
      onChange={(value) => void choose(value)}
      allowDeselect={false}
      disabled={saving}
      maw={360}
    />
  );
}
