import { Group, Paper, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
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
              <>
                Next free time:{' '}
                <Text span fw={600} size="sm">
                  {formatDateTime(next.data.starts_at, tenant.time_zone)}
                </Text>
              </>
            ) : (
              'No free times in the next two weeks.'
            )}
          </Text>
        </div>
        <LinkButton
          to="/client-access/register/private-options"
          search={{ service_id: service.id }}
          aria-label={`Book ${service.name}`}
        >
          Book
        </LinkButton>
      </Group>
    </Paper>
  );
}
