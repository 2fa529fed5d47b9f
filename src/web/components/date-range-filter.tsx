import { TextInput } from '@mantine/core';
import { useIntl } from 'react-intl';

export interface DayRange {
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * The From and To days that bound a list's filter; an emptied field is no bound (`undefined`).
 * To cannot be before From; with `capFrom`, From cannot be after To either.
 */
export function DateRangeFilter({
  range,
  capFrom = false,
  onChange,
}: {
  range: DayRange;
  capFrom?: boolean;
  onChange: (change: DayRange) => void;
}) {
  const intl = useIntl();
  const fields = [
    {
      name: 'from',
      label: intl.formatMessage({ id: 'common.dateFrom' }),
      min: undefined,
      max: capFrom ? range.to : undefined,
    },
    {
      name: 'to',
      label: intl.formatMessage({ id: 'common.dateTo' }),
      min: range.from,
      max: undefined,
    },
  ] as const;
  return fields.map(({ name, label, min, max }) => (
    <TextInput
      key={name}
      type="date"
      label={label}
      value={range[name] ?? ''}
      min={min}
      max={max}
      onChange={(event) => onChange({ [name]: event.currentTarget.value || undefined })}
    />
  ));
}
