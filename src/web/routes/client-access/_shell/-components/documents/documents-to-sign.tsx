import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl } from 'react-intl';
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
  const intl = useIntl();

  return (
    <Stack gap="sm" component="section" aria-labelledby="to-sign-heading">
      <Title order={2} size="h3" id="to-sign-heading">
        {intl.formatMessage({ id: 'client-area.toSignHeading' })}
      </Title>
      {data.toSign.length === 0 ? (
        <Text c="dimmed">{intl.formatMessage({ id: 'client-area.nothingToSign' })}</Text>
      ) : (
        data.toSign.map((document) => (
          <Paper key={document.template_id} withBorder p="sm">
            <Group justify="space-between" gap="sm">
              <Stack gap={2}>
                <Text fw={600}>{document.title}</Text>
                <Group gap="xs">
                  <Text size="sm" c="dimmed">
                    {intl.formatMessage(
                      { id: 'client-area.version' },
                      { version: document.version },
                    )}
                  </Text>
                  {document.needed_to_book && (
                    <StatusBadge color="red">
                      {intl.formatMessage({ id: 'client-area.signBeforeFirstBooking' })}
                    </StatusBadge>
                  )}
                </Group>
              </Stack>
              <Button
                size="sm"
                aria-label={intl.formatMessage(
                  { id: 'client-area.readAndSignLabel' },
                  { title: document.title },
                )}
                onClick={() => setReading(document)}
              >
                {intl.formatMessage({ id: 'client-area.readAndSign' })}
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
  const intl = useIntl();
  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={document.title}
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'client-area.close' }) }}
    >
      <Stack>
        <ReadAndSign
          tenantId={tenant.id}
          document={document}
          fullName={full_name}
          onSigned={async () => {
            await refreshClientRecord(queryClient, tenant.id, id);
            notifySaved(
              intl.formatMessage({ id: 'client-area.signedNotice' }, { title: document.title }),
            );
            onClose();
          }}
        />
      </Stack>
    </Modal>
  );
}
