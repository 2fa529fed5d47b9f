import { Group, Select, TextInput } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { DateRangeFilter } from '@/components/date-range-filter';
import { reportServicesQuery } from '@/features/reports/queries';
import { periodPresets } from '@/features/reports/report-period';
import type { ReportSearch } from '@/features/reports/report-search';
import { presetWords } from '@/features/reports/report-words';
import { teamQuery } from '@/features/staff/queries';
import { useMembership } from '@/features/tenancy/use-tenant';

interface ReportFiltersProps {
  search: ReportSearch;
  onChange: (change: Partial<ReportSearch>) => void;
}

// Wide enough for "This quarter" and a service's name; they wrap onto lines of their own on a phone.
const fieldWidth = { base: '100%', xs: 200 };

/** The period and the filters, in the address, so a report is a link. */
export function ReportFilters({ search, onChange }: ReportFiltersProps) {
  const intl = useIntl();
  const { tenant, role } = useMembership();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const { data: services } = useSuspenseQuery(reportServicesQuery(supabase, tenant.id));
  const { data: team } = useSuspenseQuery(teamQuery(supabase, tenant.id));
  return (
    <form
      role="search"
      aria-label={intl.formatMessage({ id: 'reports.filtersLabel' })}
      onSubmit={(event) => event.preventDefault()}
    >
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          w={fieldWidth}
          label={intl.formatMessage({ id: 'reports.period' })}
          data={periodPresets.map((preset) => ({
            value: preset,
            label: intl.formatMessage({ id: presetWords[preset] }),
          }))}
          value={search.preset}
          allowDeselect={false}
          onChange={(value) => {
            const preset = periodPresets.find((known) => known === value);
            if (preset) onChange({ preset, from: undefined, to: undefined });
          }}
        />
        {search.preset === 'custom' && (
          <Group gap="sm" wrap="nowrap" w={{ base: '100%', xs: 'auto' }} grow>
            <DateRangeFilter range={search} capFrom onChange={onChange} />
          </Group>
        )}
        <Select
          w={fieldWidth}
          label={intl.formatMessage({ id: 'reports.service' })}
          placeholder={intl.formatMessage({ id: 'reports.allServices' })}
          data={services.map((service) => ({ value: service.id, label: service.name }))}
          value={search.service ?? null}
          clearable
          searchable
          onChange={(value) => onChange({ service: value ?? undefined })}
        />
        {role === 'staff' ? (
          // The database shows a staff member only their own sessions: said, not chosen.
          <TextInput
            w={fieldWidth}
            label={intl.formatMessage({ id: 'reports.staffMember' })}
            value={intl.formatMessage({ id: 'reports.yourSessions' })}
            readOnly
          />
        ) : (
          <Select
            w={fieldWidth}
            label={intl.formatMessage({ id: 'reports.staffMember' })}
            placeholder={intl.formatMessage({ id: 'reports.everyone' })}
            data={team.map((member) => ({ value: member.id, label: member.display_name }))}
            value={search.staff ?? null}
            clearable
            searchable
            onChange={(value) => onChange({ staff: value ?? undefined })}
          />
        )}
      </Group>
    </form>
  );
}
