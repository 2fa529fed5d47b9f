import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { notifySaved } from '@/components/notify';
import { StatusBadge } from '@/components/status-badge';
import { refreshClientRecord } from '@/features/client-profile/queries';
import { useClientProfile } from '@/features/client-profile/use-client-profile';
import { clientDocumentsQuery, type DocumentToSign } from '@/features/clients/queries';
import { ReadAndSign } from '@/features/documents/read-and-sign';

/** The current version of every document the client has yet to sign, each read and signed here. */
export function DocumentsToSign() {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const { id, tenant } = useClientProfile();
  const { data } = useSuspenseQuery(clientDocumentsQuery(supabase, tenant.id, id));
  const [reading, setReading] = useState<DocumentToSign>();

  return (
    <Stack gap="sm" component="section" aria-labelledby="to-sign-heading">
      <Title order={2} size="h3" id="to-sign-heading">
        To sign
      </Title>
      {data.toSign.length === 0 ? (
        <Text c="dimmed">Nothing to sign: you have signed every current document.</Text>
      ) : (
        data.toSign.map((document) => (
          <Paper key={document.template_id} withBorder p="sm">
            <Group justify="space-between" gap="sm">
              <Stack gap={2}>
                <Text fw={600}>{document.title}</Text>
                <Group gap="xs">
                  <Text size="sm" c="dimmed">
                    Version {document.version}
                  </Text>
                  {document.needed_to_book && (
                    <StatusBadge color="red">Sign before your first booking</StatusBadge>
                  )}
                </Group>
              </Stack>
              <Button
                size="sm"
                aria-label={`Read and sign ${document.title}`}
                onClick={() => setReading(document)}
              >
                Read and sign
              </Button>
            </Group>
          </Paper>
        ))
      )}
      {reading && <SignModal document={reading} onClose={() => setReading(undefined)} />}
    </Stack>
  );
}

function SignModal({ document, onClose }: { document: DocumentToSign; onClose: () => void }) {
  const { id, tenant, full_name } = useClientProfile();
  const queryClient = useQueryClient();
  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={document.title}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack>
        <ReadAndSign
          tenantId={tenant.id}
          document={document}
          fullName={full_name}
          onSigned={async () => {
            await refreshClientRecord(queryClient, tenant.id, id);
            notifySaved(`You signed ${document.title}.`);
            onClose();
          }}
        />
      </Stack>
    </Modal>
  );
}
