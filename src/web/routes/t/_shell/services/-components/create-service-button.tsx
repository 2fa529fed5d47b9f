import {
  Button,
  Modal,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { notifySaved } from '@/components/notify';
import { FormError } from '@/features/auth/form-error';
import { createService, serviceKeys } from '@/features/services/queries';
import type { ServiceKind } from '@/features/services/service-options';
import { useMembership } from '@/features/tenancy/use-tenant';

/** A new service from its name, kind, duration and places; the rest is set on its own screen. */
export function CreateServiceButton() {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button onClick={open}>New service</Button>
      <Modal
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened={opened}
        onClose={close}
        title="New service"
      >
        <CreateServiceForm onCancel={close} />
      </Modal>
    </>
  );
}

function CreateServiceForm({ onCancel }: { onCancel: () => void }) {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const { tenant } = useMembership();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  const form = useForm({
    initialValues: {
      name: '',
      kind: 'group' as ServiceKind,
      duration: 60 as number | string,
      capacity: 12 as number | string,
    },
    validate: {
      name: (value) => (value.trim() === '' ? 'Give the service a name.' : null),
      duration: (value) =>
        typeof value === 'number' && Number.isInteger(value) && value >= 5 && value <= 1440
          ? null
          : 'Enter a duration of 5 to 1440 minutes.',
      capacity: (value, values) =>
        values.kind === 'private' ||
        (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 1000)
          ? null
          : 'Enter 1 to 1000 places.',
    },
  });

  const submit = form.onSubmit(async (values) => {
    setError(undefined);
    try {
      const created = await createService(supabase, {
        tenant_id: tenant.id,
        kind: values.kind,
        name: values.name.trim(),
        duration_minutes: Number(values.duration),
        capacity: values.kind === 'private' ? 1 : Number(values.capacity),
      });
      await queryClient.invalidateQueries({ queryKey: serviceKeys.lists(tenant.id) });
      notifySaved(`${created.name} is created. Add its options next.`);
      await navigate({
        to: '/t/services/$serviceId/',
        params: { serviceId: created.id },
        search: { tab: 'options' },
      });
    } catch (thrown) {
      setError(thrown instanceof Error ? thrown.message : String(thrown));
    }
  });

  return (
    <form noValidate aria-label="New service" onSubmit={submit}>
      <Stack>
        <FormError message={error} />
        <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="new-service-kind">
            Kind
          </Text>
          <SegmentedControl
            aria-labelledby="new-service-kind"
            data={[
              { value: 'group', label: 'Group class' },
              { value: 'private', label: 'Private session' },
            ]}
            {...form.getInputProps('kind')}
          />
        </Stack>
        <NumberInput
          label="Duration (minutes)"
          min={5}
          max={1440}
          step={5}
          allowDecimal={false}
          required
          {...form.getInputProps('duration')}
        />
        {form.values.kind === 'group' ? (
          <NumberInput
            label="Places per session"
            min={1}
            max={1000}
            allowDecimal={false}
            required
            {...form.getInputProps('capacity')}
          />
        ) : null}
        <Stack gap="xs" align="stretch">
          <Button type="submit" loading={form.submitting}>
            Create service
          </Button>
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
