import { TextInput, type TextInputProps } from '@mantine/core';

/** The email field of every auth form, with what browsers and password managers look for. */
export function EmailInput(props: TextInputProps) {
  return <TextInput label="Email" type="email" autoComplete="email" required {...props} />;
}
