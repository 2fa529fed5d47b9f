import { Alert } from '@mantine/core';
import { useIntl } from 'react-intl';

/** The server's answer to a failed submit, announced to screen readers. */
export function FormError({ message }: { message: string | undefined }) {
  const intl = useIntl();
  if (message === undefined) return null;
  return (
    <Alert color="red" role="alert" title={intl.formatMessage({ id: 'common.failedTitle' })}>
      {message}
    </Alert>
  );
}
