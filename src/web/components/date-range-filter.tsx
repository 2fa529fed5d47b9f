import { TextInput } from '@mantine/core';

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
  const fields = [
    { name: 'from', label: 'From', min: undefined, max: capFrom ? range.to : undefined },
    { name: 'to', label: 'To', min: range.from, max: undefined },
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
