import { Center, Group, Loader, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { specLoading } from './spec-texts';

/**
 * Shown while a screen takes longer than the router's pending delay to load, such as an area
 * whose guard is still finding out who is signed in and where they work: the same 'Loading...'
 * as while the session is read (SPEC.md section 2), never a spinner on a blank page alone.
 */
export function PendingPanel() {
  const intl = useIntl();
  return (
    <Center py="xl" role="status" aria-label={intl.formatMessage({ id: 'common.loadingScreen' })}>
      <Group gap="sm">
        <Loader size="sm" aria-hidden />
        <Text>{specLoading}</Text>
      </Group>
    </Center>
  );
}
