import { Checkbox } from '@mantine/core';
import { useIntl } from 'react-intl';

/** "Save this card for next time", the same in both card forms (docs/decisions/0040, 0043). */
export function SaveCardCheckbox({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const intl = useIntl();
  return (
    <Checkbox
      label={intl.formatMessage({ id: 'money.saveCard' })}
      description={intl.formatMessage({ id: 'money.saveCardHint' })}
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}
