import { Stack, Text, Title } from '@mantine/core';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { refreshClientRecord } from '@/features/client-profile/queries';
import { clientDocumentsQuery } from '@/features/clients/queries';
import { ReadAndSign } from '@/features/documents/read-and-sign';
import type { Tenant } from '@/features/tenancy/queries';

/** The documents needed before a first booking, one at a time; home once all are signed. */
export function DocumentsStep({
  business,
  clientId,
  fullName,
}: {
  business: Tenant;
  clientId: string;
  fullName: string;
}) {
  const intl = useIntl();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const documents = clientDocumentsQuery(supabase, business.id, clientId);
  const { data } = useSuspenseQuery(documents);
  const required = data.toSign.filter((document) => document.needed_to_book);
  const [current] = required;
  if (current === undefined) return <Text>{intl.formatMessage({ id: 'auth.allSigned' })}</Text>;

  const signed = async () => {
    await refreshClientRecord(queryClient, business.id, clientId);
    const left = queryClient.getQueryData(documents.queryKey)?.toSign ?? [];
    if (!left.some((document) => document.needed_to_book)) {
      await navigate({ to: '/client-access' });
    }
  };

  return (
    <Stack key={current.template_id}>
      <Title order={2} size="h4">
        {required.length > 1
          ? intl.formatMessage(
              { id: 'auth.documentLeftToSign' },
              { title: current.title, count: required.length },
            )
          : current.title}
      </Title>
      <ReadAndSign
        tenantId={business.id}
        document={current}
        fullName={fullName}
        onSigned={signed}
      />
    </Stack>
  );
}
