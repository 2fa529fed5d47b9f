import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
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
  const noun = service.kind === 'group' ? 'option' : 'variant';

  const toggle = async (option: ServiceOption) => {
    try {
      await saveOption(supabase, service, { ...option, active: !option.active }, option.id);
      await queryClient.invalidateQueries({ queryKey: serviceKeys.options(service.id) });
      notifySaved(`${option.name} is ${option.active ? 'no longer offered' : 'offered again'}.`);
    } catch (error) {
      notifyFailed(error);
    }
  };

  return (
    <Stack>
      <SectionHeader
        title={service.kind === 'group' ? 'Options and prices' : 'Variants and prices'}
      >
        {service.kind === 'group'
          ? 'The ways to pay for a session: a drop-in, a pack of credits valid for some days, or an unlimited pass.'
          : 'Each variant has its own duration and price, such as 30 minutes or an hour.'}
      </SectionHeader>
      {canEdit ? (
        <Group>
          <Button onClick={() => setEditing({})}>Add {noun}</Button>
        </Group>
      ) : null}
      {options.length === 0 ? (
        <Text>No {noun}s yet: clients cannot book this service until it has one.</Text>
      ) : (
        <ResponsiveList
          label={service.kind === 'group' ? 'Options' : 'Variants'}
          rows={options}
          rowKey={(option) => option.id}
          columns={optionColumns(canEdit, setEditing, toggle)}
        />
      )}
      <Modal
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.option ? `Edit ${editing.option.name}` : `Add ${noun}`}
      >
        {editing === null ? null : (
          <OptionForm service={service} option={editing.option} onDone={() => setEditing(null)} />
        )}
      </Modal>
    </Stack>
  );
}
