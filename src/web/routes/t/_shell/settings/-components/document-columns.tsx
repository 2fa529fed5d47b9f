import { Group } from '@mantine/core';
import type { IntlShape } from 'react-intl';
import type { ListColumn } from '@/components/responsive-list';
import { RowActions } from '@/components/row-actions';
import { StatusBadge } from '@/components/status-badge';
import type { DocumentTemplate } from '@/features/settings/queries';

export type TemplateFlags = Partial<Pick<DocumentTemplate, 'active' | 'required_before_booking'>>;

/** The document templates' columns: title, version, the rules clients meet, and actions. */
export function documentColumns(
  { formatMessage }: Pick<IntlShape, 'formatMessage'>,
  edit: (editing: { template: DocumentTemplate }) => void,
  flag: (template: DocumentTemplate, flags: TemplateFlags, done: string) => Promise<void>,
): ListColumn<DocumentTemplate>[] {
  return [
    {
      header: formatMessage({ id: 'settings.columnTitle' }),
      cell: (template) => <strong>{template.title}</strong>,
    },
    {
      header: formatMessage({ id: 'settings.columnVersion' }),
      cell: (template) => template.versions[0]?.version ?? '—',
    },
    {
      header: formatMessage({ id: 'settings.columnRules' }),
      cell: (template) => (
        <Group gap={4}>
          <StatusBadge color={template.active ? 'teal' : 'gray'}>
            {template.active
              ? formatMessage({ id: 'settings.inUse' })
              : formatMessage({ id: 'settings.notInUse' })}
          </StatusBadge>
          {template.requires_signature ? (
            <StatusBadge>{formatMessage({ id: 'settings.signed' })}</StatusBadge>
          ) : (
            <StatusBadge color="gray">{formatMessage({ id: 'settings.readOnly' })}</StatusBadge>
          )}
          {template.required_before_booking ? (
            <StatusBadge color="orange">
              {formatMessage({ id: 'settings.beforeFirstBooking' })}
            </StatusBadge>
          ) : null}
        </Group>
      ),
    },
    {
      header: formatMessage({ id: 'settings.columnActions' }),
      card: 'footer',
      cell: (template) => {
        const { title, required_before_booking: required, active } = template;
        return (
          <RowActions
            actions={[
              {
                label: formatMessage({ id: 'settings.edit' }),
                name: formatMessage({ id: 'settings.editDocument' }, { title }),
                onClick: () => edit({ template }),
              },
              {
                label: required
                  ? formatMessage({ id: 'settings.stopRequiring' })
                  : formatMessage({ id: 'settings.require' }),
                name: required
                  ? formatMessage({ id: 'settings.stopRequiringDocument' }, { title })
                  : formatMessage({ id: 'settings.requireDocument' }, { title }),
                onClick: () =>
                  void flag(
                    template,
                    { required_before_booking: !required },
                    required
                      ? formatMessage({ id: 'settings.documentNoLongerRequired' }, { title })
                      : formatMessage({ id: 'settings.documentRequired' }, { title }),
                  ),
              },
              {
                label: active
                  ? formatMessage({ id: 'settings.deactivate' })
                  : formatMessage({ id: 'settings.activate' }),
                name: active
                  ? formatMessage({ id: 'settings.deactivateDocument' }, { title })
                  : formatMessage({ id: 'settings.activateDocument' }, { title }),
                onClick: () =>
                  void flag(
                    template,
                    { active: !active },
                    active
                      ? formatMessage({ id: 'settings.documentNoLongerInUse' }, { title })
                      : formatMessage({ id: 'settings.documentInUseAgain' }, { title }),
                  ),
              },
            ]}
          />
        );
      },
    },
  ];
}
