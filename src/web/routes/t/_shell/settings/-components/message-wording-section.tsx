import { NativeSelect, Stack, Tabs, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { kindGroups, kindLabel } from '@shared/messages/message-kind-words.ts';
import type { MessageKind } from '@shared/messages/message-snapshot.ts';
import { sampleSnapshot } from '@shared/messages/sample-snapshot.ts';
import { SectionHeader } from '@/components/section-header';
import { messageWordingQuery, notificationSettingsQuery } from '@/features/notifications/queries';
import { useMembership } from '@/features/tenancy/use-tenant';
import { MessageWordingEditor } from './message-wording-editor';

type GroupName = (typeof kindGroups)[number]['value'];

/**
 * Each kind's subject, body and text message in the business's own words, with a live preview:
 * owners only. The kinds come in groups (client bookings, client account, staff), one at a time.
 */
export function MessageWordingSection() {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const { tenant } = useMembership();
  const { data: settings } = useSuspenseQuery(notificationSettingsQuery(supabase, tenant.id));
  const { data: wording } = useSuspenseQuery(messageWordingQuery(supabase, tenant.id));
  const [groupName, setGroupName] = useState<GroupName>('bookings');
  const [kind, setKind] = useState<MessageKind>('place_confirmed');
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
      ),
    [settings],
  );
  const reworded = new Set(wording.map((row) => row.kind));
  const chooseGroup = (value: string | null) => {
    const group = kindGroups.find((g) => g.value === value);
    if (!group) return;
    setGroupName(group.value);
    setKind(group.kinds[0]);
  };

  return (
    <Stack>
      <SectionHeader title="Wording">
        Write a message’s subject, text and text message in your own words, with placeholders that
        are filled in for each person. The heading, the details, the button and the footer stay as
        they are, so every message stays clear and accessible. Left empty, our wording is used.
      </SectionHeader>
      <Tabs value={groupName} onChange={chooseGroup} keepMounted={false}>
        <Tabs.List aria-label="Messages by who gets them">
          {kindGroups.map((group) => (
            <Tabs.Tab key={group.value} value={group.value}>
              {group.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {kindGroups.map((group) => (
          <Tabs.Panel key={group.value} value={group.value} pt="md">
            <Stack>
              <Text size="sm" c="dimmed" maw={760}>
                {group.about}
              </Text>
              <NativeSelect
                label="Message"
                description="The message to word."
                data={group.kinds.map((value) => ({
                  value,
                  label: `${kindLabel(value)}${reworded.has(value) ? ' (your wording)' : ''}`,
                }))}
                value={kind}
                onChange={(event) => setKind(event.currentTarget.value as MessageKind)}
                maw={360}
              />
              <MessageWordingEditor
                key={kind}
                kind={kind}
                saved={wording.find((row) => row.kind === kind) ?? null}
                sample={sample}
              />
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
