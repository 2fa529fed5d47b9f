import type { ListColumn } from '@/components/responsive-list';
import { RowActions } from '@/components/row-actions';
import { StatusBadge } from '@/components/status-badge';
import type { ServiceOption } from '@/features/services/queries';
import { optionKindLabels, optionTerms } from '@/features/services/service-options';
import { formatMoney } from '@/features/tenancy/format-money';
import { useIntl } from 'react-intl';

/** An option's terms in the reader's words, as a table cell. */
function Terms({ option }: { option: ServiceOption }) {
  return optionTerms(option, useIntl());
}

/** A service's options (or variants): what each gives, its price, and, to editors, actions. */
export function optionColumns(
  canEdit: boolean,
  edit: (editing: { option: ServiceOption }) => void,
  toggle: (option: ServiceOption) => Promise<void>,
): ListColumn<ServiceOption>[] {
  const columns: ListColumn<ServiceOption>[] = [
    { header: 'Name', cell: (option) => <strong>{option.name}</strong> },
    { header: 'Kind', cell: (option) => optionKindLabels[option.kind] },
    { header: 'What it gives', cell: (option) => <Terms option={option} /> },
    {
      header: 'Price',
      align: 'end',
      card: 'aside',
      cell: (option) => formatMoney(option.price_minor, option.currency),
    },
    {
      header: 'Status',
      cell: (option) => (
        <StatusBadge color={option.active ? 'teal' : 'gray'}>
          {option.active ? 'Offered' : 'Not offered'}
        </StatusBadge>
      ),
    },
  ];
  if (!canEdit) return columns;
  return [
    ...columns,
    {
      header: 'Actions',
      card: 'footer',
      cell: (option) => {
        const toggleLabel = option.active ? 'Stop offering' : 'Offer again';
        return (
          <RowActions
            actions={[
              { label: 'Edit', name: `Edit ${option.name}`, onClick: () => edit({ option }) },
              {
                label: toggleLabel,
                name: `${toggleLabel} ${option.name}`,
                onClick: () => void toggle(option),
              },
            ]}
          />
        );
      },
    },
  ];
}
