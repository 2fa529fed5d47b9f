import { Button, Group, NativeSelect, NumberInput, Paper, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { FormError } from '@/features/auth/form-error';
import { catalogueQuery, refreshBookings, type BookingSummary } from '@/features/bookings/queries';
import { fieldOfRefusal } from '@/features/bookings/rpc-errors';
import { dataErrorMessage } from '@/features/data/data-error';
import { formatDateTime, formatTime } from '@/features/tenancy/format-time';
import { useMembership } from '@/features/tenancy/use-tenant';
import { localDate, zonedInstant } from '@/features/tenancy/zoned-time';

const refusalFields = {
  staff_busy: 'staffId',
  staff_not_found: 'staffId',
  staff_required: 'staffId',
  invalid_capacity: 'capacity',
  capacity_below_taken: 'capacity',
  invalid_start: 'time',
} as const;

/** Moves the booking (keeping its length), or changes its instructor, capacity or room. */
export function RescheduleForm({
  booking,
  onDone,
}: {
  booking: BookingSummary;
  onDone: () => void;
}) {
  const { tenant } = useMembership();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const queryClient = useQueryClient();
  const catalogue = useQuery(catalogueQuery(supabase, tenant.id)).data;
  const [error, setError] = useState<string>();
  const zone = tenant.time_zone;
  const isPrivate = booking.service_kind === 'private';
  const form = useForm({
    initialValues: {
      date: localDate(zone, new Date(booking.starts_at)),
      time: formatTime(booking.starts_at, zone, 'en-GB'),
      staffId: booking.staff_id ?? '',
      capacity: booking.capacity,
      location: booking.location,
    },
    validate: {
      date: (value) => (value ? null : 'Choose a day.'),
      time: (value) => (/^\d{2}:\d{2}$/.test(value) ? null : 'Give a start time such as 18:00.'),
      staffId: (value) => (isPrivate && !value ? 'An appointment needs a staff member.' : null),
      capacity: (value) =>
        !Number.isInteger(value) || value < 1 || value > 1000
          ? 'From 1 to 1000 people.'
          : value < booking.taken
            ? `${booking.taken} places are taken: cancel some first.`
            : null,
    },
  });
  const staff = (catalogue?.staff ?? []).filter(
    (member) => member.active || member.id === booking.staff_id,
  );

  const submit = form.onSubmit(async (values) => {
    setError(undefined);
    const startsAt = zonedInstant(zone, values.date, values.time);
    const { error: refused } = await supabase.rpc('reschedule_booking', {
      booking_id: booking.id,
      starts_at: startsAt.toISOString(),
      // No instructor is null, which the argument accepts though the generated type cannot say.
      staff_id: (values.staffId || null) as string,
      capacity: values.capacity,
      location: values.location,
    });
    if (refused) {
      const field = fieldOfRefusal(refused.code, refusalFields);
      if (field) form.setFieldError(field, refused.message);
      else setError(dataErrorMessage(refused));
      return;
    }
    notifications.show({
      color: 'teal',
      title: 'Booking changed',
      message: `${booking.service_name} now starts ${formatDateTime(startsAt, zone)}.`,
    });
    await refreshBookings(queryClient, tenant.id);
    onDone();
  });

  return (
    <Paper withBorder p="md">
      <form noValidate onSubmit={submit} aria-label="Edit or reschedule">
        <Stack>
          <FormError message={error} />
          <Group grow align="start">
            <TextInput type="date" label="Day" required {...form.getInputProps('date')} />
            <TextInput
              type="time"
              label="Starts at"
              description={zone.replaceAll('_', ' ')}
              required
              {...form.getInputProps('time')}
            />
          </Group>
          <NativeSelect
            label="Instructor"
            data={[
              ...(isPrivate ? [] : [{ value: '', label: 'No instructor' }]),
              ...staff.map((member) => ({ value: member.id, label: member.display_name })),
            ]}
            {...form.getInputProps('staffId')}
          />
          <Group grow align="start">
            <NumberInput
              label="Capacity"
              min={1}
              max={1000}
              disabled={isPrivate}
              {...form.getInputProps('capacity')}
            />
            <TextInput label="Room or place" {...form.getInputProps('location')} />
          </Group>
          <Group justify="flex-end">
            <Button type="submit" loading={form.submitting}>
              Save changes
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
