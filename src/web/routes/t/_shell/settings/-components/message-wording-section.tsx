import { Loader, NativeSelect, Stack, Tabs, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { Suspense, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { isLocale, localeName, locales, type Locale } from '@shared/i18n/locales.ts';
import { kindGroups, kindLabel } from '@shared/messages/message-kind-words.ts';
import type { MessageKind } from '@shared/messages/message-snapshot.ts';
import { sampleSnapshot } from '@shared/messages/sample-snapshot.ts';
import { SectionHeader } from '@/components/section-header';
import { usePreviewWords } from '@/features/notifications/preview-words';
import {
  messageWordingQuery,
  notificationSettingsQuery,
  type NotificationSettings,
} from '@/features/notifications/queries';
import { useMembership } from '@/features/tenancy/use-tenant';
import { MessageWordingEditor } from './message-wording-editor';

type GroupName = (typeof kindGroups)[number]['value'];

// Each language by its own name, as a person looks for theirs.
const languages = locales.map((locale) => ({ value: locale, label: localeName(locale) }));

/**
 * Each kind's subject, body and text message in the business's own words, per language, with a
 * live preview: owners only. The kinds come in groups (client bookings, client account, staff),
 * one at a time; the language worded and previewed is the business's default at first. A person
 * gets their own language: the business's wording in it, else ours (docs/decisions/0057).
 */
export function MessageWordingSection() {
  const { formatMessage } = useIntl();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const { tenant } = useMembership();
  const { data: settings } = useSuspenseQuery(notificationSettingsQuery(supabase, tenant.id));
  const [groupName, setGroupName] = useState<GroupName>('bookings');
  const [kind, setKind] = useState<MessageKind>('place_confirmed');
  const [locale, setLocale] = useState<Locale>(isLocale(settings.locale) ? settings.locale : 'en');
  const chooseGroup = (value: string | null) => {
    const group = kindGroups.find((g) => g.value === value);
    if (!group) return;
    setGroupName(group.value);
    setKind(group.kinds[0]);
  };

  return (
    <Stack>
      <SectionHeader title={formatMessage({ id: 'notifications.wording' })}>
        {formatMessage({ id: 'notifications.wordingIntro' })}
      </SectionHeader>
      <NativeSelect
        label={formatMessage({ id: 'notifications.wordingLanguage' })}
        description={formatMessage({ id: 'notifications.wordingLanguageHint' })}
        data={languages}
        value={locale}
        onChange={(event) => {
          const chosen = event.currentTarget.value;
          if (isLocale(chosen)) setLocale(chosen);
        }}
        maw={360}
      />
      <Tabs value={groupName} onChange={chooseGroup} keepMounted={false}>
        <Tabs.List aria-label={formatMessage({ id: 'notifications.messagesByWho' })}>
          {kindGroups.map((group) => (
            <Tabs.Tab key={group.value} value={group.value}>
              {formatMessage({ id: group.label })}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {kindGroups.map((group) => (
          <Tabs.Panel key={group.value} value={group.value} pt="md">
            <Suspense fallback={<Loader size="sm" />}>
              <KindWording
                group={group}
                kind={kind}
                onKind={setKind}
                locale={locale}
                settings={settings}
              />
            </Suspense>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

/** A group's kinds to choose from, and the chosen kind's editor in the chosen language. */
function KindWording({
  group,
  kind,
  onKind,
  locale,
  settings,
}: {
  group: (typeof kindGroups)[number];
  kind: MessageKind;
  onKind: (kind: MessageKind) => void;
  locale: Locale;
  settings: NotificationSettings;
}) {
  const intl = useIntl();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const { tenant } = useMembership();
  const { data: wording } = useSuspenseQuery(messageWordingQuery(supabase, tenant.id));
  const words = usePreviewWords(locale);
  const sample = useMemo(
    () =>
      sampleSnapshot(
        {
          name: settings.name,
          time_zone: settings.time_zone,
          currency: settings.currency,
          locale: settings.locale,
          email: settings.contact_email,
          phone: settings.contact_phone,
          address: settings.address,
        },
        new Date(),
        words,
      ),
    [settings, words],
  );
  const inLanguage = wording.filter((row) => row.locale === locale);
  const reworded = new Set(inLanguage.map((row) => row.kind));
  return (
    <Stack>
      <Text size="sm" c="dimmed" maw={760}>
        {intl.formatMessage({ id: group.about })}
      </Text>
      <NativeSelect
        label={intl.formatMessage({ id: 'notifications.message' })}
        description={intl.formatMessage({ id: 'notifications.messageHint' })}
        data={group.kinds.map((value) => ({
          value,
          label: reworded.has(value)
            ? intl.formatMessage(
                { id: 'notifications.yourWording' },
                { kind: kindLabel(value, intl) },
              )
            : kindLabel(value, intl),
        }))}
        value={kind}
        onChange={(event) => onKind(event.currentTarget.value as MessageKind)}
        maw={360}
      />
      <MessageWordingEditor
        key={`${kind}:${locale}`}
        kind={kind}
        locale={locale}
        words={words}
        saved={inLanguage.find((row) => row.kind === kind) ?? null}
        sample={sample}
      />
    </Stack>
  );
}
