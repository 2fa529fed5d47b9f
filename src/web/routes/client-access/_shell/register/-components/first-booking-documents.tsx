import { Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { clientDocumentsQuery } from '@/features/clients/queries';
import { ReadAndSign } from '@/features/documents/read-and-sign';
import type { Tenant } from '@/features/tenancy/queries';
import { Panel } from './newcomer-panel';

/** The documents the business needs before a first booking, one at a time; then the place. */
export function FirstBookingDocuments({
  business,
  client,
  book,
}: {
  business: Tenant;
  client: { id: string; full_name: string };
  book: (clientId: string) => Promise<unknown>;
}) {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const queryClient = useQueryClient();
  const intl = useIntl();
  const documents = clientDocumentsQuery(supabase, business.id, client.id);
  const left = (queryClient.getQueryData(documents.queryKey)?.toSign ?? []).filter(
    (document) => document.needed_to_book,
  );
  const [, rerender] = useState(0);
  const [current] = left;
  if (current === undefined) return null;
  const signed = async () => {
    await queryClient.fetchQuery({ ...documents, staleTime: 0 });
    rerender((count) => count + 1);
    const after = queryClient.getQueryData(documents.queryKey)?.toSign ?? [];
    if (!after.some((document) => document.needed_to_book)) {
      await book(client.id).catch(() => undefined);
    }
  };
  return (
    <Panel
      heading={intl.formatMessage({ id: 'register.signBeforeFirst' })}
      id="newcomer-documents"
      focus
    >
      <Text size="sm">
        {intl.formatMessage(
          { id: 'register.asksToSign' },
          { business: business.name, count: left.length },
        )}
      </Text>
      {/* A new key for each document, so the form starts afresh. */}
      <ReadAndSign
        key={current.template_id}
        tenantId={business.id}
        document={current}
        fullName={client.full_name}
        onSigned={signed}
      />
    </Panel>
  );
}
