import { Alert, List } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { TextLink } from '@/components/text-link';
import { useClientProfile } from '@/features/client-profile/use-client-profile';
import { clientDocumentsQuery } from '@/features/clients/queries';

/** The documents waiting for the client's signature, if any, with the way to sign them. */
export function DocumentsWaiting() {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const { id, tenant } = useClientProfile();
  const { data } = useSuspenseQuery(clientDocumentsQuery(supabase, tenant.id, id));
  const intl = useIntl();
  if (data.toSign.length === 0) return null;
  const beforeBooking = data.toSign.some((document) => document.needed_to_book);

  return (
    // Yellow's light variant writes its title in yellow on pale yellow, below 4.5:1 (axe); on
    // the pale indigo the link needs the darkest indigo too.
    <Alert
      color="indigo"
      variant="light"
      component="section"
      title={intl.formatMessage(
        { id: 'client-area.documentsToSign' },
        { count: data.toSign.length },
      )}
    >
      <List size="sm" mb="xs">
        {data.toSign.map((document) => (
          <List.Item key={document.template_id}>
            {document.needed_to_book
              ? intl.formatMessage(
                  { id: 'client-area.documentNeededToBook' },
                  { title: document.title },
                )
              : document.title}
          </List.Item>
        ))}
      </List>
      <TextLink to="/client-access/documents" fw={600} c="indigo.9">
        {intl.formatMessage({
          id: beforeBooking ? 'client-area.readAndSignThenBook' : 'client-area.readAndSignThem',
        })}
      </TextLink>
    </Alert>
  );
}
