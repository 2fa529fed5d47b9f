import { Button, Group, Loader, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { dataErrorMessage } from '@/features/data/data-error';
import { businessSearchQuery, type Tenant } from '@/features/tenancy/queries';

/**
 * Finds a business by a part of its name. Each one found has a button (`action`, and its name
 * for assistive technology): joining it from onboarding, opening its booking page from there.
 */
export function BusinessSearch({
  action,
  onChoose,
}: {
  /** The button's text, in the reader's words: "Join", "Book". */
  action: string;
  onChoose: (business: Tenant) => void;
}) {
  const intl = useIntl();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const [text, setText] = useState('');
  const [typed] = useDebouncedValue(text.trim(), 300);
  const found = useQuery({
    ...businessSearchQuery(supabase, typed),
    enabled: typed.length >= 2,
    placeholderData: keepPreviousData,
  });

  return (
    <Stack gap="sm">
      <TextInput
        label={intl.formatMessage({ id: 'common.searchBusinessName' })}
        description={intl.formatMessage({ id: 'common.searchBusinessHint' })}
        type="search"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        rightSection={
          found.isFetching ? (
            <Loader size="xs" aria-label={intl.formatMessage({ id: 'common.searching' })} />
          ) : null
        }
      />
      <div aria-live="polite">
        {typed.length < 2 ? null : found.isError ? (
          <Text c="red.9" size="sm" role="alert">
            {dataErrorMessage(found.error)}
          </Text>
        ) : found.data?.length === 0 ? (
          <Text size="sm">
            {intl.formatMessage({ id: 'common.searchBusinessNone' }, { text: typed })}
          </Text>
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {found.data?.map((business) => (
              <Paper key={business.id} component="li" withBorder p="xs">
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text fw={600}>{business.name}</Text>
                  <Button
                    size="xs"
                    aria-label={intl.formatMessage(
                      { id: 'common.searchBusinessAction' },
                      { action, business: business.name },
                    )}
                    onClick={() => onChoose(business)}
                  >
                    {action}
                  </Button>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </div>
    </Stack>
  );
}
