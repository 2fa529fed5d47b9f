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
import { useIntl } from 'react-intl';
import { notifySaved } from '@/components/notify';
import { FormError } from '@/features/auth/form-error';
import { createService, serviceKeys } from '@/features/services/queries';
import type { ServiceKind } from '@/features/services/service-options';
import { useMembership } from '@/features/tenancy/use-tenant';

/** A new service from its name, kind, duration and places; the rest is set on its own screen. */
export function CreateServiceButton() {
  const [opened, { open, close }] = useDisclosure(false);
  const intl = useIntl();
  return (
    <>
      <Button onClick={open}>{intl.formatMessage({ id: 'services.newService' })}</Button>
      <Modal
        closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'services.close' }) }}
        opened={opened}
        onClose={close}
        title={intl.formatMessage({ id: 'services.newService' })}
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
  const intl = useIntl();
  const form = useForm({
    initialValues: {
      name: '',
      kind: 'group' as ServiceKind,
      duration: 60 as number | string,
      capacity: 12 as number | string,
    },
    validate: {
      name: (value) =>
        value.trim() === '' ? intl.formatMessage({ id: 'services.nameMissing' }) : null,
      duration: (value) =>
        typeof value === 'number' && Number.isInteger(value) && value >= 5 && value <= 1440
          ? null
          : intl.formatMessage({ id: 'services.durationInvalid' }),
      capacity: (value, values) =>
        values.kind === 'private' ||
        (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 1000)
          ? null
          : intl.formatMessage({ id: 'services.placesInvalid' }),
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
      notifySaved(intl.formatMessage({ id: 'services.created' }, { name: created.name }));
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
    <form
      noValidate
      aria-label={intl.formatMessage({ id: 'services.newService' })}
      onSubmit={submit}
    >
      <Stack>
        <FormError message={error} />
        <TextInput
          label={intl.formatMessage({ id: 'services.name' })}
          required
          data-autofocus
          {...form.getInputProps('name')}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="new-service-kind">
            {intl.formatMessage({ id: 'services.kind' })}
          </Text>
          <SegmentedControl
            aria-labelledby="new-service-kind"
            data={[
              { value: 'group', label: intl.formatMessage({ id: 'services.kindGroupClass' }) },
              {
                value: 'private',
                label: intl.formatMessage({ id: 'services.kindPrivateSession' }),
              },
            ]}
            {...form.getInputProps('kind')}
          />
        </Stack>
        <NumberInput
          label={intl.formatMessage({ id: 'services.durationMinutes' })}
          min={5}
          max={1440}
          step={5}
          allowDecimal={false}
          required
          {...form.getInputProps('duration')}
        />
        {form.values.kind === 'group' ? (
          <NumberInput
            label={intl.formatMessage({ id: 'services.placesPerSession' })}
            min={1}
            max={1000}
            allowDecimal={false}
            required
            {...form.getInputProps('capacity')}
          />
        ) : null}
        <Stack gap="xs" align="stretch">
          <Button type="submit" loading={form.submitting}>
            {intl.formatMessage({ id: 'services.createService' })}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {intl.formatMessage({ id: 'services.cancel' })}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
