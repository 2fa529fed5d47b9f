import { Checkbox } from '@mantine/core';

/** "Save this card for next time", the same in both card forms (docs/decisions/0040, 0043). */
export function SaveCardCheckbox({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Checkbox
      label="Save this card for next time"
      description="Kept by the payment provider, never by us; remove it in Settings."
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}
