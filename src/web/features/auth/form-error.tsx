import { Alert } from '@mantine/core';

/** The server's answer to a failed submit, announced to screen readers. */
export function FormError({ message }: { message: string | undefined }) {
  if (message === undefined) return null;
  return (
    <Alert color="red" role="alert" title="That did not work">
      {message}
    </Alert>
  );
}
