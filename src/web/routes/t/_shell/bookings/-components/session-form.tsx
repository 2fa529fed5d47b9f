import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { FormError } from '@/features/auth/form-error';
import { refreshBookings, type Catalogue } from '@/features/bookings/queries';
import { fieldOfRefusal } from '@/features/bookings/rpc-errors';
import { dataErrorMessage } from '@/features/data/data-error';
import { formatDateTime } from '@/features/tenancy/format-time';
import { useMembership } from '@/features/tenancy/use-tenant';
import { localDate, zonedInstant } from '@/features/tenancy/zoned-time';
import {
  CapacityField,
  initialSessionBasics,
  ServiceAndInstructorFields,
  sessionBasicsRules,
  StartTimeField,
} from './session-fields';

const refusalFields = {
  staff_busy: 'staffId',
  staff_not_found: 'staffId',
  invalid_capacity: 'capacity',
  service_not_found: 'serviceId',
  not_a_group_service: 'serviceId',
  invalid_start: 'time',
} as const;

/** A one-off group session: service, instructor, start in the business's zone, capacity, room. */
export function SessionForm({ catalogue, onDone }: { catalogue: Catalogue; onDone: () => void }) {
  const { tenant } = useMembership();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  const form = useForm({
    initialValues: { ...initialSessionBasics(catalogue), date: localDate(tenant.time_zone) },
    validate: {
      ...sessionBasicsRules,
      date: (value) => (value ? null : 'Choose a day.'),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setError(undefined);
    const startsAt = zonedInstant(tenant.time_zone, values.date, values.time);
    const { data, error: refused } = await supabase.rpc('schedule_session', {
      service_id: values.serviceId,
      starts_at: startsAt.toISOString(),
      staff_id: values.staffId || null,
      capacity: values.capacity,
      location: values.location,
    });
    if (refused) {
      const field = fieldOfRefusal(refused.code, refusalFields);
      if (field) form.setFieldError(field, refused.message);
      else setError(dataErrorMessage(refused));
      return;
    }
    const booking = data as { id: string };
    notifications.show({
      color: 'teal',
      title: 'Session scheduled',
      message: `${catalogue.services.find((s) => s.id === values.serviceId)?.name} on ${formatDateTime(startsAt, tenant.time_zone)}.`,
    });
    await refreshBookings(queryClient, tenant.id);
    onDone();
    await navigate({ to: '/t/bookings/$bookingId/overview/', params: { bookingId: booking.id } });
  });

  return (
    <form noValidate onSubmit={submit} aria-label="New group session">
      <Stack>
        <FormError message={error} />
        <ServiceAndInstructorFields catalogue={catalogue} form={form} />
        <Group grow align="start">
          <TextInput type="date" label="Day" required {...form.getInputProps('date')} />
          <StartTimeField form={form} zone={tenant.time_zone} />
        </Group>
        <Group grow align="start">
          <CapacityField form={form} />
          <TextInput label="Room or place" {...form.getInputProps('location')} />
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Close
          </Button>
          <Button type="submit" loading={form.submitting}>
            Schedule session
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
