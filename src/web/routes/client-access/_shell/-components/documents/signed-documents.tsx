import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { useClientProfile } from '@/features/client-profile/use-client-profile';
import { clientDocumentsQuery, type SignedDocument } from '@/features/clients/queries';
import { ZoneNoteText } from '@/features/clients/zone-note-text';
import { DocumentText } from '@/features/documents/document-text';
import { formatDateTime } from '@/features/tenancy/format-time';

/** Every copy the client signed: which version, who signed, when; each opens to its own text. */
export function SignedDocuments() {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const { id, tenant } = useClientProfile();
  const { data } = useSuspenseQuery(clientDocumentsQuery(supabase, tenant.id, id));
  const signed = data.held;
  const [reading, setReading] = useState<SignedDocument>();
  const signature = (document: SignedDocument) =>
    `Version ${document.template_version ?? '?'}, signed by ${document.signed_name ?? 'you'} on ${formatDateTime(document.signed_at ?? document.created_at, tenant.time_zone)}`;

  return (
    <Stack gap="sm" component="section" aria-labelledby="signed-heading">
      <Title order={2} size="h3" id="signed-heading">
        Signed
      </Title>
      {signed.length === 0 ? (
        <Text c="dimmed">You have not signed any documents yet.</Text>
      ) : (
        <>
          <ZoneNoteText zone={tenant.time_zone} />
          {signed.map((document) => (
            <Paper key={document.id} withBorder p="sm">
              <Group justify="space-between" gap="sm">
                <Stack gap={2}>
                  <Text fw={600}>{document.title}</Text>
                  <Text size="sm" c="dimmed">
                    {signature(document)}
                  </Text>
                </Stack>
                <Button
                  size="sm"
                  variant="default"
                  aria-label={`Read ${document.title}`}
                  onClick={() => setReading(document)}
                >
                  Read
                </Button>
              </Group>
            </Paper>
          ))}
        </>
      )}
      {reading?.template_id && reading.template_version !== null && (
        <Modal
          opened
          onClose={() => setReading(undefined)}
          size="lg"
          title={reading.title}
          closeButtonProps={{ 'aria-label': 'Close' }}
        >
          <Stack>
            <DocumentText
              tenantId={tenant.id}
              templateId={reading.template_id}
              version={reading.template_version}
              title={reading.title}
            />
            <Text size="sm">{signature(reading)}.</Text>
          </Stack>
        </Modal>
      )}
    </Stack>
  );
}
