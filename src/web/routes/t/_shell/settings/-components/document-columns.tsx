import { Group } from '@mantine/core';
import type { ListColumn } from '@/components/responsive-list';
import { RowActions } from '@/components/row-actions';
import { StatusBadge } from '@/components/status-badge';
import type { DocumentTemplate } from '@/features/settings/queries';

export type TemplateFlags = Partial<Pick<DocumentTemplate, 'active' | 'required_before_booking'>>;

/** The document templates' columns: title, version, the rules clients meet, and actions. */
export function documentColumns(
  edit: (editing: { template: DocumentTemplate }) => void,
  flag: (template: DocumentTemplate, flags: TemplateFlags, done: string) => Promise<void>,
): ListColumn<DocumentTemplate>[] {
  return [
    { header: 'Title', cell: (template) => <strong>{template.title}</strong> },
    { header: 'Version', cell: (template) => template.versions[0]?.version ?? '—' },
    {
      header: 'Rules',
      cell: (template) => (
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
      ),
    },
    {
      header: 'Actions',
      card: 'footer',
      cell: (template) => {
        const { title, required_before_booking: required, active } = template;
        return (
          <RowActions
            actions={[
              { label: 'Edit', name: `Edit ${title}`, onClick: () => edit({ template }) },
              {
                label: required ? 'Stop requiring' : 'Require',
                name: `${required ? 'Stop requiring' : 'Require'} ${title} before booking`,
                onClick: () =>
                  void flag(
                    template,
                    { required_before_booking: !required },
                    required
                      ? `${title} is no longer required before booking.`
                      : `${title} is required before a first booking.`,
                  ),
              },
              {
                label: active ? 'Deactivate' : 'Activate',
                name: `${active ? 'Deactivate' : 'Activate'} ${title}`,
                onClick: () =>
                  void flag(
                    template,
                    { active: !active },
                    active ? `${title} is no longer in use.` : `${title} is in use again.`,
                  ),
              },
            ]}
          />
        );
      },
    },
  ];
}
