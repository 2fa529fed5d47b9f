import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { notifyFailed, notifySaved } from '@/components/notify';
import { ResponsiveList } from '@/components/responsive-list';
import { SectionHeader } from '@/components/section-header';
import {
  saveOption,
  serviceKeys,
  serviceOptionsQuery,
  type Service,
  type ServiceOption,
} from '@/features/services/queries';
import { OptionForm } from './option-form';
import { optionColumns } from './option-columns';

/** What clients choose and pay: drop-ins, packs and passes, or a private service's variants. */
export function ServiceOptionsPanel({ service, canEdit }: { service: Service; canEdit: boolean }) {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const queryClient = useQueryClient();
  const { data: options } = useSuspenseQuery(serviceOptionsQuery(supabase, service.id));
  const [editing, setEditing] = useState<{ option?: ServiceOption } | null>(null);
  const intl = useIntl();
  const group = service.kind === 'group';
  const addLabel = intl.formatMessage({ id: group ? 'services.addOption' : 'services.addVariant' });

  const toggle = async (option: ServiceOption) => {
    try {
      await saveOption(supabase, service, { ...option, active: !option.active }, option.id);
      await queryClient.invalidateQueries({ queryKey: serviceKeys.options(service.id) });
      notifySaved(
        option.active
          ? intl.formatMessage({ id: 'services.noLongerOffered' }, { name: option.name })
          : intl.formatMessage({ id: 'services.offeredAgain' }, { name: option.name }),
      );
    } catch (error) {
      notifyFailed(error);
    }
  };

  return (
    <Stack>
      <SectionHeader
        title={intl.formatMessage({
          id: group ? 'services.optionsAndPrices' : 'services.variantsAndPrices',
        })}
      >
        {intl.formatMessage({ id: group ? 'services.optionsIntro' : 'services.variantsIntro' })}
      </SectionHeader>
      {canEdit ? (
        <Group>
          <Button onClick={() => setEditing({})}>{addLabel}</Button>
        </Group>
      ) : null}
      {options.length === 0 ? (
        <Text>
          {intl.formatMessage({ id: group ? 'services.noOptions' : 'services.noVariants' })}
        </Text>
      ) : (
        <ResponsiveList
          label={intl.formatMessage({ id: group ? 'services.options' : 'services.variants' })}
          rows={options}
          rowKey={(option) => option.id}
          columns={optionColumns(intl, canEdit, setEditing, toggle)}
        />
      )}
      <Modal
        closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'services.close' }) }}
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={
          editing?.option
            ? intl.formatMessage({ id: 'services.editName' }, { name: editing.option.name })
            : addLabel
        }
      >
        {editing === null ? null : (
          <OptionForm service={service} option={editing.option} onDone={() => setEditing(null)} />
        )}
      </Modal>
    </Stack>
  );
}
