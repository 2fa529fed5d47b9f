import { focusOnArrival } from './focus-on-arrival';
import { Alert, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { LinkButton } from '@/components/link-button';
import type { DataError } from '@/features/data/data-error';

/**
 * Why the booking was refused, in the database's own words (app.raise_error), focused so a
 * keyboard or screen reader user hears it. Unsigned documents get the way to sign them, a
 * membership paused by an unpaid renewal the way to update its card.
 */
export function RefusalAlert({ error }: { error: DataError }) {
  const intl = useIntl();
  return (
    <Alert
      color="red"
      variant="light"
      title={intl.formatMessage({ id: 'register.refusedTitle' })}
      role="alert"
      tabIndex={-1}
      ref={focusOnArrival}
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Text size="sm">{error.message}</Text>
      {error.code === 'documents_required' && (
        <LinkButton to="/client-access/documents" size="sm" mt="sm" variant="default">
          {intl.formatMessage({ id: 'register.goToDocuments' })}
        </LinkButton>
      )}
      {error.code === 'membership_paused' && (
        <LinkButton to="/client-access/membership" size="sm" mt="sm" variant="default">
          {intl.formatMessage({ id: 'membership.updateCard' })}
        </LinkButton>
      )}
    </Alert>
  );
}
