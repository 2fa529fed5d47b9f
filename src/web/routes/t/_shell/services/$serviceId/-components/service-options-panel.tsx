import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { StatusBadge } from '@/components/status-badge';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { notifyFailed, notifySaved } from '@/components/notify';
import { SectionHeader } from '@/components/section-header';
import {
  saveOption,
  serviceKeys,
  serviceOptionsQuery,
  type Service,
  type ServiceOption,
} from '@/features/services/queries';
import { optionKindLabels, optionTerms } from '@/features/services/service-options';
import { formatMoney } from '@/features/tenancy/format-money';
import { OptionForm } from './option-form';

type Editing = { option?: ServiceOption } | null;

/** What clients choose and pay: drop-ins, packs and passes, or a private service's variants. */
export function ServiceOptionsPanel({ service, canEdit }: { service: Service; canEdit: boolean }) {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const queryClient = useQueryClient();
  const { data: options } = useSuspenseQuery(serviceOptionsQuery(supabase, service.id));
  const [editing, setEditing] = useState<Editing>(null);
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
        <Table.ScrollContainer minWidth={620}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Kind</Table.Th>
                <Table.Th>What it gives</Table.Th>
                <Table.Th ta="right">Price</Table.Th>
                <Table.Th>Status</Table.Th>
                {canEdit ? <Table.Th>Actions</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {options.map((option) => (
                <Table.Tr key={option.id}>
                  <Table.Td fw={600}>{option.name}</Table.Td>
                  <Table.Td>{optionKindLabels[option.kind]}</Table.Td>
                  <Table.Td>{optionTerms(option)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(option.price_minor, option.currency)}</Table.Td>
                  <Table.Td>
                    <StatusBadge color={option.active ? 'teal' : 'gray'}>
                      {option.active ? 'Offered' : 'Not offered'}
                    </StatusBadge>
                  </Table.Td>
                  {canEdit ? (
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          size="compact-sm"
                          variant="default"
                          onClick={() => setEditing({ option })}
                          aria-label={`Edit ${option.name}`}
                        >
                          Edit
                        </Button>
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          onClick={() => void toggle(option)}
                          aria-label={`${option.active ? 'Stop offering' : 'Offer again'} ${option.name}`}
                        >
                          {option.active ? 'Stop offering' : 'Offer again'}
                        </Button>
                      </Group>
                    </Table.Td>
                  ) : null}
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
        title={editing?.option ? `Edit ${editing.option.name}` : `Add ${noun}`}
      >
        {editing === null ? null : (
          <OptionForm service={service} option={editing.option} onDone={() => setEditing(null)} />
        )}
      </Modal>
    </Stack>
  );
}
