import { Alert, Anchor } from '@mantine/core';
import { useRouteContext } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** The "check your inbox" step, pointing at the embedded mailbox when the server uses it. */
export function CheckInbox({ email, children }: { email: string; children: ReactNode }) {
  const mailbox = useRouteContext({
    from: '__root__',
    select: (context) => context.config.mailbox === true,
  });
  return (
    <Alert color="blue" title="Check your inbox" role="status">
      We sent an email to <strong>{email}</strong>. {children}
      {mailbox && (
        <>
          {' '}
          This server keeps its emails in its own{' '}
          <Anchor href="/mailbox" target="_blank">
            mailbox
          </Anchor>
          .
        </>
      )}
    </Alert>
  );
}
