import { Group, Paper, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { LinkButton } from '@/components/link-button';
import { useBookingBusiness } from '@/features/client-profile/use-client-area';
import { dataErrorMessage } from '@/features/data/data-error';
import { nextFreeTimeQuery, type OfferedService } from '@/features/registration/queries';
import { formatDateTime } from '@/features/tenancy/format-time';
import { ServiceHeading } from './service-heading';

/** A private service in the catalogue, with its next free time (of its first variant). */
export function PrivateServiceCard({ service }: { service: OfferedService }) {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const tenant = useBookingBusiness();
  const first = service.options[0];
  const next = useQuery(nextFreeTimeQuery(supabase, tenant.id, service.id, first?.id ?? ''));
  const headingId = `service-${service.id}`;
  const intl = useIntl();

  return (
    <Paper withBorder p="md" component="article" aria-labelledby={headingId}>
      <Group justify="space-between" align="flex-end" gap="md">
        <div style={{ flex: '1 1 16rem' }}>
          <ServiceHeading service={service} id={headingId} />
          <Text size="sm" mt="xs" aria-live="polite">
            {next.isPending ? (
              <Skeleton component="span" height={14} width={200} display="inline-block" />
            ) : next.isError ? (
              <Text span c="red.9" size="sm">
                {dataErrorMessage(next.error)}
              </Text>
            ) : next.data ? (
              <FormattedMessage
                id="register.nextFree"
                values={{
                  time: formatDateTime(next.data.starts_at, tenant.time_zone, intl.locale),
                  strong: (chunks) => (
                    <Text span fw={600} size="sm">
                      {chunks}
                    </Text>
                  ),
                }}
              />
            ) : (
              intl.formatMessage({ id: 'register.noFreeTimes' })
            )}
          </Text>
        </div>
        <LinkButton
          to="/client-access/register/private-options"
          search={{ service_id: service.id }}
          aria-label={intl.formatMessage({ id: 'register.bookService' }, { service: service.name })}
        >
          {intl.formatMessage({ id: 'register.book' })}
        </LinkButton>
      </Group>
    </Paper>
  );
}
