import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useMembership } from '../features/tenancy/use-tenant';
import { ScreenHeader } from './screen-header';

interface MissingRecordPanelProps {
  /**
   * What was asked for, in the reader's words, as in "There is no service at this address":
   * "service".
   */
  what: string;
  /** The way back, usually a link to the list. */
  back: ReactNode;
}

/**
 * A detail screen of the business area whose record is gone, belongs to another business, never existed or whose
 * address is mistyped: row-level security makes these look the same, so one message covers all.
 */
export function MissingRecordPanel({ what, back }: MissingRecordPanelProps) {
  const intl = useIntl();
  const { tenant } = useMembership();
  return (
    <Stack align="flex-start" gap={0}>
      <ScreenHeader title={intl.formatMessage({ id: 'common.missingRecordTitle' }, { what })}>
        {intl.formatMessage({ id: 'common.missingRecordText' }, { what, business: tenant.name })}
      </ScreenHeader>
      <Text>{back}</Text>
    </Stack>
  );
}
