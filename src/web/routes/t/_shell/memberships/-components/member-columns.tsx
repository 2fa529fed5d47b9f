import type { ListColumn } from '@/components/responsive-list';
import { TextLink } from '@/components/text-link';
import { allowanceLeft } from '@/features/memberships/allowance-left';
import type { Member } from '@/features/memberships/queries';
import { StandingBadge } from '@/features/memberships/standing-badge';
import { formatDateTime } from '@/features/tenancy/format-time';
import { formatMoney } from '@/features/tenancy/format-money';
import type { Words } from '@shared/i18n/words.ts';

/** The members list's columns: each member links to their Membership tab. */
export function memberColumns(words: Words, zone: string): ListColumn<Member>[] {
  return [
    {
      header: words.formatMessage({ id: 'memberships.columnMember' }),
      cell: (member) => (
        <TextLink
          to="/t/clients/$clientId/membership/"
          params={{ clientId: member.client_id }}
          fw={600}
        >
          {member.client?.full_name}
        </TextLink>
      ),
    },
    {
      header: words.formatMessage({ id: 'memberships.columnPlan' }),
      cell: (member) => <span dir="auto">{member.plan_name}</span>,
    },
    {
      header: words.formatMessage({ id: 'memberships.columnStanding' }),
      card: 'aside',
      cell: (member) => <StandingBadge standing={member.standing} />,
    },
    {
      header: words.formatMessage({ id: 'memberships.columnClassesLeft' }),
      cell: (member) => allowanceLeft(member, words),
    },
    {
      header: words.formatMessage({ id: 'memberships.columnNextCharge' }),
      cell: (member) =>
        member.next_charge_at === null || member.next_charge_minor === null
          ? words.formatMessage({ id: 'memberships.none' })
          : words.formatMessage(
              { id: 'memberships.amountOn' },
              {
                amount: formatMoney(member.next_charge_minor, member.currency, words.locale),
                date: formatDateTime(member.next_charge_at, zone, words.locale),
              },
            ),
    },
    {
      header: words.formatMessage({ id: 'memberships.columnUnpaid' }),
      align: 'end',
      cell: (member) =>
        member.overdue_minor > 0
          ? formatMoney(member.overdue_minor, member.currency, words.locale)
          : '',
    },
  ];
}
