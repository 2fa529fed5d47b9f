import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
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
  const intl = useIntl();
  const { formatMessage } = intl;
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
      <SectionHeader title={formatMessage({ id: 'settings.documentsTitle' })}>
        <FormattedMessage id="settings.documentsIntro" />
      </SectionHeader>
      <Group>
        <Button onClick={() => setEditing({})}>
          <FormattedMessage id="settings.newDocument" />
        </Button>
      </Group>
      {templates.length === 0 ? (
        <Text>
          <FormattedMessage id="settings.noDocuments" />
        </Text>
      ) : (
        <ResponsiveList
          label={formatMessage({ id: 'settings.documentsList' })}
          rows={templates}
          rowKey={(template) => template.id}
          columns={documentColumns(intl, setEditing, flag)}
        />
      )}
      <Modal
        closeButtonProps={{ 'aria-label': formatMessage({ id: 'settings.closeDialog' }) }}
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={
          editing?.template
            ? formatMessage({ id: 'settings.editDocument' }, { title: editing.template.title })
            : formatMessage({ id: 'settings.newDocument' })
        }
        size="lg"
      >
        {editing === null ? null : (
          <DocumentTemplateForm template={editing.template} onDone={() => setEditing(null)} />
        )}
      </Modal>
    </Stack>
  );
}
