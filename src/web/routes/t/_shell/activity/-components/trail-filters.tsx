import { Button, Group, NativeSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { DateRangeFilter } from '@/components/date-range-filter';
import { ClientPicker } from '@/features/bookings/client-picker';
import { clientQuery } from '@/features/clients/queries';
import { narrowed, type TrailSearch } from '@/features/audit/trail-search';
import {
  actorKinds,
  actorKindWords,
  groupWords,
  subjectGroupNames,
} from '@/features/audit/trail-subjects';
import { useMembership } from '@/features/tenancy/use-tenant';

/**
 * The Activity screen's filters: the period (its days, the last 30 when none is named), who
 * made the changes, what they changed, and one client. Each change goes into the address.
 */
export function TrailFilters({
  search,
  days,
  onChange,
}: {
  search: TrailSearch;
  days: { from: string; to: string };
  onChange: (change: Partial<TrailSearch>) => void;
}) {
  const intl = useIntl();
  const { tenant } = useMembership();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  // The name of a client the address names, for the picker to show.
  const { data: client } = useQuery({
    ...clientQuery(supabase, tenant.id, search.client ?? ''),
    enabled: search.client !== undefined,
  });
  const anyFilter = narrowed(search) || search.from !== undefined || search.to !== undefined;
  return (
    <Group
      component="search"
      aria-label={intl.formatMessage({ id: 'audit.filtersLabel' })}
      align="end"
      gap="sm"
      wrap="wrap"
    >
      <DateRangeFilter range={days} capFrom onChange={onChange} />
      <NativeSelect
        label={intl.formatMessage({ id: 'audit.filterWho' })}
        value={search.who ?? ''}
        data={[
          { value: '', label: intl.formatMessage({ id: 'audit.anyone' }) },
          ...actorKinds.map((kind) => ({
            value: kind,
            label: intl.formatMessage({ id: actorKindWords[kind] }),
          })),
        ]}
        onChange={(event) =>
          onChange({ who: (event.currentTarget.value || undefined) as TrailSearch['who'] })
        }
      />
      <NativeSelect
        label={intl.formatMessage({ id: 'audit.filterWhat' })}
        value={search.what ?? ''}
        data={[
          { value: '', label: intl.formatMessage({ id: 'audit.everything' }) },
          ...subjectGroupNames.map((group) => ({
            value: group,
            label: intl.formatMessage({ id: groupWords[group] }),
          })),
        ]}
        onChange={(event) =>
          onChange({ what: (event.currentTarget.value || undefined) as TrailSearch['what'] })
        }
      />
      <ClientPicker
        label={intl.formatMessage({ id: 'audit.filterClient' })}
        required={false}
        value={search.client ?? null}
        chosenName={client?.full_name}
        onChange={(clientId) => onChange({ client: clientId ?? undefined })}
      />
      {anyFilter && (
        <Button
          variant="subtle"
          onClick={() =>
            onChange({
              from: undefined,
              to: undefined,
              who: undefined,
              what: undefined,
              client: undefined,
            })
          }
        >
          {intl.formatMessage({ id: 'audit.clearFilters' })}
        </Button>
      )}
    </Group>
  );
}
