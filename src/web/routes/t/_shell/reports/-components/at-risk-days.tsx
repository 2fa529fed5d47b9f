import { NumberInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { useIntl } from 'react-intl';

/**
 * How many days without a visit put a client at risk (1 to 365, as the database takes). The
 * list follows a moment after typing stops, not at every key.
 */
export function AtRiskDays({ days, onDays }: { days: number; onDays: (days: number) => void }) {
  const intl = useIntl();
  const [value, setValue] = useState<string | number>(days);
  const settle = useDebouncedCallback((next: number) => onDays(next), 500);
  return (
    <NumberInput
      w={220}
      label={intl.formatMessage({ id: 'reports.atRiskDays' })}
      min={1}
      max={365}
      clampBehavior="strict"
      allowDecimal={false}
      allowNegative={false}
      value={value}
      onChange={(next) => {
        setValue(next);
        if (typeof next === 'number' && next >= 1 && next <= 365) settle(next);
      }}
    />
  );
}
