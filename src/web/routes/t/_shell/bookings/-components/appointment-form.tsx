import { Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { FormError } from '@/features/auth/form-error';
import { ClientPicker } from '@/features/bookings/client-picker';
import {
  refreshBookings,
  serviceOptionsQuery,
  slotsQuery,
  type Catalogue,
} from '@/features/bookings/queries';
import { fieldOfRefusal } from '@/features/bookings/rpc-errors';
import { dataErrorMessage } from '@/features/data/data-error';
import { formatMoney } from '@/features/tenancy/format-money';
import { formatDateTime, formatTime } from '@/features/tenancy/format-time';
import { useMembership } from '@/features/tenancy/use-tenant';
import { addDays, localDate, localDayRange } from '@/features/tenancy/zoned-time';
import { serviceChoices, staffChoices } from './catalogue-choices';

const refusalFields = {
  slot_taken: 'slot',
  client_not_found: 'clientId',
  option_not_found: 'optionId',
  service_not_found: 'serviceId',
  not_bookable: 'serviceId',
} as const;

/** A private appointment for a client at one of the free times available_slots offers. */
export function AppointmentForm({
  catalogue,
  onDone,
}: {
  catalogue: Catalogue;
  onDone: () => void;
}) {
  const { tenant } = useMembership();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  // One key per appointment being made: a retried submit cannot book it twice.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [clientName, setClientName] = useState<string | null>(null);
  const services = serviceChoices(catalogue, 'private');
  const form = useForm({
    initialValues: {
      clientId: null as string | null,
      serviceId: services[0]?.value ?? '',
      optionId: '',
      staffId: '',
      day: addDays(localDate(tenant.time_zone), 1),
      slot: '',
    },
    validate: {
      clientId: (value) => (value ? null : 'Choose the client.'),
      serviceId: (value) => (value ? null : 'Choose a private service.'),
      optionId: (value) => (value ? null : 'Choose a length and price.'),
      slot: (value) => (value ? null : 'Choose a free time.'),
    },
  });
  const { serviceId, staffId, day } = form.values;
  const options = useQuery(serviceOptionsQuery(supabase, tenant.id, serviceId));
  const variants = (options.data ?? []).filter((option) => option.kind === 'variant');
  const optionId = form.values.optionId || variants[0]?.id || '';
  const range = day ? localDayRange(tenant.time_zone, day) : null;
  const slots = useQuery(
    slotsQuery(supabase, tenant.id, {
      serviceId,
      optionId,
      staffId,
      day,
      from: range?.from ?? new Date(),
      to: range?.to ?? new Date(),
    }),
  );
  const slotChoices = (slots.data ?? []).map((slot) => {
    const name = catalogue.staff.find((member) => member.id === slot.staff_id)?.display_name;
    return {
      value: `${slot.starts_at}|${slot.staff_id}`,
      label: `${formatTime(slot.starts_at, tenant.time_zone)}${staffId ? '' : ` with ${name ?? 'staff'}`}`,
    };
  });

  const submit = form.onSubmit(async (values) => {
    setError(undefined);
    const [startsAt = '', slotStaff = ''] = values.slot.split('|');
    const { data, error: refused } = await supabase.rpc('book_private', {
      service_id: values.serviceId,
      option_id: optionId,
      starts_at: startsAt,
      staff_id: values.staffId || slotStaff,
      client_id: values.clientId,
      idempotency_key: idempotencyKey,
    });
    if (refused) {
      const field = fieldOfRefusal(refused.code, refusalFields);
      if (field) form.setFieldError(field, refused.message);
      else setError(dataErrorMessage(refused));
      if (refused.code === 'slot_taken') void slots.refetch();
      return;
    }
    const place = data as { booking_id: string };
    notifications.show({
      color: 'teal',
      title: 'Appointment booked',
      message: `${clientName ?? 'The client'}, ${formatDateTime(startsAt as string, tenant.time_zone)}.`,
    });
    await refreshBookings(queryClient, tenant.id);
    onDone();
    await navigate({
      to: '/t/bookings/$bookingId/overview/',
      params: { bookingId: place.booking_id },
    });
  });

  return (
    <form noValidate onSubmit={submit} aria-label="New private appointment">
      <Stack>
        <FormError message={error} />
        <ClientPicker
          value={form.values.clientId}
          onChange={(id, name) => {
            form.setFieldValue('clientId', id);
            setClientName(name);
          }}
          error={form.errors.clientId as string | undefined}
        />
        <NativeSelect
          label="Service"
          required
          data={services}
          {...form.getInputProps('serviceId')}
          onChange={(event) => {
            form.setFieldValue('serviceId', event.currentTarget.value);
            form.setFieldValue('optionId', '');
            form.setFieldValue('slot', '');
          }}
        />
        <NativeSelect
          label="Length and price"
          required
          data={variants.map((option) => ({
            value: option.id,
            label: `${option.name}, ${formatMoney(option.price_minor, option.currency)}`,
          }))}
          {...form.getInputProps('optionId')}
          value={optionId}
          onChange={(event) => {
            form.setFieldValue('optionId', event.currentTarget.value);
            form.setFieldValue('slot', '');
          }}
        />
        <Group grow align="start">
          <NativeSelect
            label="With"
            data={[{ value: '', label: 'Anyone free' }, ...staffChoices(catalogue, serviceId)]}
            {...form.getInputProps('staffId')}
            onChange={(event) => {
              form.setFieldValue('staffId', event.currentTarget.value);
              form.setFieldValue('slot', '');
            }}
          />
          <TextInput
            type="date"
            label="Day"
            required
            {...form.getInputProps('day')}
            onChange={(event) => {
              form.setFieldValue('day', event.currentTarget.value);
              form.setFieldValue('slot', '');
            }}
          />
        </Group>
        <NativeSelect
          label="Free time"
          description={tenant.time_zone.replaceAll('_', ' ')}
          required
          disabled={slots.isFetching || slotChoices.length === 0}
          data={[
            {
              value: '',
              label: slots.isFetching
                ? 'Looking for free times…'
                : slotChoices.length === 0
                  ? 'No free times that day'
                  : 'Choose a time',
            },
            ...slotChoices,
          ]}
          {...form.getInputProps('slot')}
        />
        {slots.error && (
          <Text c="red" size="sm" role="alert">
            {dataErrorMessage(slots.error)}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Close
          </Button>
          <Button type="submit" loading={form.submitting}>
            Book appointment
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
