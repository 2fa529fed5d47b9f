import type { ListColumn } from '@/components/responsive-list';
import { RowActions } from '@/components/row-actions';
import { StatusBadge } from '@/components/status-badge';
import type { ServiceOption } from '@/features/services/queries';
import { optionKindWords, optionTerms } from '@/features/services/service-options';
import { formatMoney } from '@/features/tenancy/format-money';
import type { Words } from '@shared/i18n/words.ts';

/** A service's options (or variants): what each gives, its price, and, to editors, actions. */
export function optionColumns(
  words: Words,
  canEdit: boolean,
  edit: (editing: { option: ServiceOption }) => void,
  toggle: (option: ServiceOption) => Promise<void>,
): ListColumn<ServiceOption>[] {
  const columns: ListColumn<ServiceOption>[] = [
    {
      header: words.formatMessage({ id: 'services.name' }),
      cell: (option) => <strong>{option.name}</strong>,
    },
    {
      header: words.formatMessage({ id: 'services.kind' }),
      cell: (option) => words.formatMessage({ id: optionKindWords[option.kind] }),
    },
    {
      header: words.formatMessage({ id: 'services.columnGives' }),
      cell: (option) => optionTerms(option, words),
    },
    {
      header: words.formatMessage({ id: 'services.columnPrice' }),
      align: 'end',
      card: 'aside',
      cell: (option) => formatMoney(option.price_minor, option.currency, words.locale),
    },
    {
      header: words.formatMessage({ id: 'services.columnStatus' }),
      cell: (option) => (
        <StatusBadge color={option.active ? 'teal' : 'gray'}>
          {option.active
            ? words.formatMessage({ id: 'services.offered' })
            : words.formatMessage({ id: 'services.notOffered' })}
        </StatusBadge>
      ),
    },
  ];
  if (!canEdit) return columns;
  return [
    ...columns,
    {
      header: words.formatMessage({ id: 'services.columnActions' }),
      card: 'footer',
      cell: (option) => (
        <RowActions
          actions={[
            {
              label: words.formatMessage({ id: 'services.edit' }),
              name: words.formatMessage({ id: 'services.editName' }, { name: option.name }),
              onClick: () => edit({ option }),
            },
            option.active
              ? {
                  label: words.formatMessage({ id: 'services.stopOffering' }),
                  name: words.formatMessage(
                    { id: 'services.stopOfferingName' },
                    { name: option.name },
                  ),
                  onClick: () => void toggle(option),
                }
              : {
                  label: words.formatMessage({ id: 'services.offerAgain' }),
                  name: words.formatMessage(
                    { id: 'services.offerAgainName' },
                    { name: option.name },
                  ),
                  onClick: () => void toggle(option),
                },
          ]}
        />
      ),
    },
  ];
}
