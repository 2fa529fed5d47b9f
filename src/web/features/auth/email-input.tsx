import { TextInput, type TextInputProps } from '@mantine/core';
import { useIntl } from 'react-intl';

/** The email field of every auth form, with what browsers and password managers look for. */
export function EmailInput(props: TextInputProps) {
  const intl = useIntl();
  return (
    <TextInput
      label={intl.formatMessage({ id: 'auth.email' })}
      type="email"
      autoComplete="email"
      required
      {...props}
    />
  );
}
