import { Group, Select, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { PagedList } from '@/components/paged-list';
import { standingFilters, type MemberSearch } from '@/features/memberships/member-search';
import { membersPageSize, membersQuery } from '@/features/memberships/queries';
import { standingWords, type StandingFilter } from '@/features/memberships/standing';
import { useMembership } from '@/features/tenancy/use-tenant';
import type { Words } from '@shared/i18n/words.ts';
import { memberColumns } from './member-columns';

function filterLabel(filter: StandingFilter, words: Words): string {
  if (filter === 'current') return words.formatMessage({ id: 'memberships.filterCurrent' });
  if (filter === 'to_chase') return words.formatMessage({ id: 'memberships.filterToChase' });
  if (filter === 'all') return words.formatMessage({ id: 'memberships.filterAll' });
  return words.formatMessage({ id: standingWords[filter] });
}

/** The business's memberships, unpaid renewals first, filtered by where they stand. */
export function MembersSection({ search }: { search: MemberSearch }) {
  const intl = useIntl();
  const navigate = useNavigate({ from: '/t/memberships/' });
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const { tenant } = useMembership();
  const list = useQuery(membersQuery(supabase, tenant.id, search));
  const title = intl.formatMessage({ id: 'memberships.membersTitle' });
  return (
    <Stack component="section" aria-labelledby="members-title">
      <Group justify="space-between" align="flex-end">
        <Title order={2} id="members-title">
          {title}
        </Title>
        <Select
          label={intl.formatMessage({ id: 'memberships.standingFilter' })}
          data={standingFilters.map((filter) => ({
            value: filter,
            label: filterLabel(filter, intl),
          }))}
          value={search.standing}
          allowDeselect={false}
          onChange={(standing) =>
            void navigate({
              search: { standing: (standing ?? 'current') as StandingFilter, page: 1 },
              replace: true,
            })
          }
          w={220}
        />
      </Group>
      <PagedList
        noun={{
          one: intl.formatMessage({ id: 'memberships.memberOne' }),
          many: intl.formatMessage({ id: 'memberships.memberMany' }),
        }}
        query={list}
        page={search.page}
        pageSize={membersPageSize}
        onPage={(page) => void navigate({ search: { ...search, page } })}
        filtered={search.standing !== 'current' && search.standing !== 'all'}
        empty={{
          none: intl.formatMessage({ id: 'memberships.membersEmpty' }),
          unmatched: intl.formatMessage({ id: 'memberships.membersUnmatched' }),
        }}
        rows={{
          label: title,
          rowKey: (member) => member.id,
          columns: memberColumns(intl, tenant.time_zone),
        }}
      />
    </Stack>
  );
}
