import { Alert, Anchor } from '@mantine/core';
import { useRouteContext } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

/**
 * The "check your inbox" step, pointing at the embedded mailbox when the server uses it;
 * `children` says what to do with the email, in the reader's words.
 */
export function CheckInbox({ email, children }: { email: string; children: ReactNode }) {
  const intl = useIntl();
  const mailbox = useRouteContext({
    from: '__root__',
    select: (context) => context.config.mailbox === true,
  });
  const values = {
    email,
    details: children,
    strong: (chunks: ReactNode[]) => <strong>{chunks}</strong>,
    link: (chunks: ReactNode[]) => (
      <Anchor href="/mailbox" target="_blank">
        {chunks}
      </Anchor>
    ),
  };
  return (
    <Alert color="blue" title={intl.formatMessage({ id: 'auth.inboxTitle' })} role="status">
      {mailbox ? (
        <FormattedMessage id="auth.inboxSentMailbox" values={values} />
      ) : (
        <FormattedMessage id="auth.inboxSent" values={values} />
      )}
    </Alert>
  );
}
