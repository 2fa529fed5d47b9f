import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { DataError } from '../data/data-error';

/**
 * Opens something at the server once, when its card form first shows (a payment, a member's
 * card update), and shows the opening: a loader meanwhile, why it did not open with a way to
 * try again, then the form made from what it answered.
 */
export function OpenedOnce<Opened>({
  open,
  children,
}: {
  open: () => Promise<Opened>;
  children: (opened: Opened) => ReactNode;
}) {
  const intl = useIntl();
  const opening = useMutation<Opened, DataError>({ mutationFn: open });
  // A ref survives StrictMode's second effect.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    opening.mutate();
  }, [opening]);

  if (opening.error)
    return (
      <Alert
        color="red"
        variant="light"
        title={intl.formatMessage({ id: 'money.paymentNotStarted' })}
        role="alert"
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{opening.error.message}</Text>
          <Button size="xs" variant="default" onClick={() => opening.mutate()}>
            {intl.formatMessage({ id: 'money.tryAgain' })}
          </Button>
        </Stack>
      </Alert>
    );
  if (opening.data === undefined)
    return <Loader size="sm" aria-label={intl.formatMessage({ id: 'money.openingPayment' })} />;
  return children(opening.data);
}
