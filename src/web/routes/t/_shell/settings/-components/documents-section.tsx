import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { StatusBadge } from '@/components/status-badge';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { notifyFailed, notifySaved } from '@/components/notify';
import { SectionHeader } from '@/components/section-header';
import {
  documentTemplatesQuery,
  setTemplateFlags,
  settingsKeys,
  type DocumentTemplate,
} from '@/features/settings/queries';
import { useMembership } from '@/features/tenancy/use-tenant';
import { DocumentTemplateForm } from './document-template-form';

type Editing = { template?: DocumentTemplate } | null;

/** The waivers and forms clients sign in the portal; each change of text is a new version. */
export function DocumentsSection() {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const queryClient = useQueryClient();
  const { tenant } = useMembership();
  const { data: templates } = useSuspenseQuery(documentTemplatesQuery(supabase, tenant.id));
  const [editing, setEditing] = useState<Editing>(null);

  const flag = async (
    template: DocumentTemplate,
    flags: Partial<Pick<DocumentTemplate, 'active' | 'required_before_booking'>>,
    done: string,
  ) => {
    try {
      await setTemplateFlags(supabase, template.id, flags);
      await queryClient.invalidateQueries({ queryKey: settingsKeys.templates(tenant.id) });
      notifySaved(done);
    } catch (error) {
      notifyFailed(error);
    }
  };

  return (
    <Stack>
      <SectionHeader title="Client documents">
        Waivers and forms clients read and sign in the client portal. Editing the text makes a new
        version: clients sign it again, and what they signed before is kept.
      </SectionHeader>
      <Group>
        <Button onClick={() => setEditing({})}>New document</Button>
      </Group>
      {templates.length === 0 ? (
        <Text>No documents yet. Add a waiver for clients to sign before they book.</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped aria-label="Documents">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Title</Table.Th>
                <Table.Th>Version</Table.Th>
                <Table.Th>Rules</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {templates.map((template) => (
                <Table.Tr key={template.id}>
                  <Table.Td fw={600}>{template.title}</Table.Td>
                  <Table.Td>{template.versions[0]?.version ?? '—'}</Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      <StatusBadge color={template.active ? 'teal' : 'gray'}>
                        {template.active ? 'In use' : 'Not in use'}
                      </StatusBadge>
                      {template.requires_signature ? (
                        <StatusBadge>Signed</StatusBadge>
                      ) : (
                        <StatusBadge color="gray">Read only</StatusBadge>
                      )}
                      {template.required_before_booking ? (
                        <StatusBadge color="orange">Before first booking</StatusBadge>
                      ) : null}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="compact-sm"
                        variant="default"
                        onClick={() => setEditing({ template })}
                        aria-label={`Edit ${template.title}`}
                      >
                        Edit
                      </Button>
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        onClick={() =>
                          void flag(
                            template,
                            { required_before_booking: !template.required_before_booking },
                            template.required_before_booking
                              ? `${template.title} is no longer required before booking.`
                              : `${template.title} is required before a first booking.`,
                          )
                        }
                        aria-label={`${template.required_before_booking ? 'Stop requiring' : 'Require'} ${template.title} before booking`}
                      >
                        {template.required_before_booking ? 'Stop requiring' : 'Require'}
                      </Button>
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        onClick={() =>
                          void flag(
                            template,
                            { active: !template.active },
                            template.active
                              ? `${template.title} is no longer in use.`
                              : `${template.title} is in use again.`,
                          )
                        }
                        aria-label={`${template.active ? 'Deactivate' : 'Activate'} ${template.title}`}
                      >
                        {template.active ? 'Deactivate' : 'Activate'}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.template ? `Edit ${editing.template.title}` : 'New document'}
        size="lg"
      >
        {editing === null ? null : (
          <DocumentTemplateForm template={editing.template} onDone={() => setEditing(null)} />
        )}
      </Modal>
    </Stack>
  );
}
