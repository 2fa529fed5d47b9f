import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { notifyFailed, notifySaved } from '@/components/notify';
import { ResponsiveList } from '@/components/responsive-list';
import { SectionHeader } from '@/components/section-header';
import {
  documentTemplatesQuery,
  setTemplateFlags,
  settingsKeys,
  type DocumentTemplate,
} from '@/features/settings/queries';
import { useMembership } from '@/features/tenancy/use-tenant';
import { documentColumns, type TemplateFlags } from './document-columns';
import { DocumentTemplateForm } from './document-template-form';

/** The waivers and forms clients sign in the portal; each change of text is a new version. */
export function DocumentsSection() {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const queryClient = useQueryClient();
  const { tenant } = useMembership();
  const { data: templates } = useSuspenseQuery(documentTemplatesQuery(supabase, tenant.id));
  const [editing, setEditing] = useState<{ template?: DocumentTemplate } | null>(null);

  const flag = async (template: DocumentTemplate, flags: TemplateFlags, done: string) => {
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
        <ResponsiveList
          label="Documents"
          rows={templates}
          rowKey={(template) => template.id}
          columns={documentColumns(setEditing, flag)}
        />
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
