import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl } from 'react-intl';
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
  const intl = useIntl();
  const signature = (document: SignedDocument) => {
    const values = {
      version: document.template_version ?? '?',
      name: document.signed_name,
      date: formatDateTime(
        document.signed_at ?? document.created_at,
        tenant.time_zone,
        intl.locale,
      ),
    };
    return document.signed_name === null
      ? intl.formatMessage({ id: 'client-area.signatureByYou' }, values)
      : intl.formatMessage({ id: 'client-area.signatureBy' }, values);
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="signed-heading">
      <Title order={2} size="h3" id="signed-heading">
        {intl.formatMessage({ id: 'client-area.signedHeading' })}
      </Title>
      {signed.length === 0 ? (
        <Text c="dimmed">{intl.formatMessage({ id: 'client-area.noSignedDocuments' })}</Text>
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
                  aria-label={intl.formatMessage(
                    { id: 'client-area.readLabel' },
                    { title: document.title },
                  )}
                  onClick={() => setReading(document)}
                >
                  {intl.formatMessage({ id: 'client-area.read' })}
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
          closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'client-area.close' }) }}
        >
          <Stack>
            <DocumentText
              tenantId={tenant.id}
              templateId={reading.template_id}
              version={reading.template_version}
              title={reading.title}
            />
            <Text size="sm">
              {intl.formatMessage({ id: 'client-area.sentence' }, { text: signature(reading) })}
            </Text>
          </Stack>
        </Modal>
      )}
    </Stack>
  );
}
