import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { FormError } from '@/features/auth/form-error';
import { refreshBookings, type Catalogue } from '@/features/bookings/queries';
import { fieldOfRefusal } from '@/features/bookings/rpc-errors';
import { dataErrorMessage } from '@/features/data/data-error';
import { formatDay } from '@/features/tenancy/format-time';
import { useMembership } from '@/features/tenancy/use-tenant';
import { addDays, localDate } from '@/features/tenancy/zoned-time';
import {
  CapacityField,
  initialSessionBasics,
  ServiceAndInstructorFields,
  sessionBasicsRules,
  StartTimeField,
} from './session-fields';

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

const refusalFields = {
  staff_busy: 'staffId',
  invalid_weekdays: 'weekdays',
  invalid_range: 'lastDay',
  service_not_found: 'serviceId',
  not_a_group_service: 'serviceId',
} as const;

/**
 * A weekly timetable (schedule_series): the same local start time on chosen weekdays between two
 * days; all sessions or none, so a clash with the instructor's other bookings names the day.
 */
export function SeriesForm({ catalogue, onDone }: { catalogue: Catalogue; onDone: () => void }) {
  const { tenant } = useMembership();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  const today = localDate(tenant.time_zone);
  const form = useForm({
    initialValues: {
      ...initialSessionBasics(catalogue),
      weekdays: [] as string[],
      firstDay: today,
      lastDay: addDays(today, 8 * 7 - 1),
    },
    validate: {
      ...sessionBasicsRules,
      weekdays: (value) => (value.length > 0 ? null : 'Choose at least one day of the week.'),
      firstDay: (value) => (value ? null : 'Choose the first day.'),
      lastDay: (value, values) =>
        !value
          ? 'Choose the last day.'
          : value < values.firstDay
            ? 'The last day comes after the first.'
            : value > addDays(values.firstDay, 366)
              ? 'A series runs for at most a year.'
              : null,
    },
  });

  const submit = form.onSubmit(async (values) => {
    setError(undefined);
    const { error: refused } = await supabase.rpc('schedule_series', {
      service_id: values.serviceId,
      weekdays: values.weekdays.map(Number).sort(),
      local_start: values.time,
      first_day: values.firstDay,
      last_day: values.lastDay,
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
    notifications.show({
      color: 'teal',
      title: 'Weekly series scheduled',
      message: `Every ${values.weekdays
        .map((day) => weekdays[Number(day) - 1])
        .join(
          ', ',
        )} at ${values.time}, from ${formatDay(values.firstDay)} to ${formatDay(values.lastDay)}.`,
    });
    await refreshBookings(queryClient, tenant.id);
    onDone();
    await navigate({
      to: '/t/bookings/',
      search: {
        view: 'list',
        service: values.serviceId,
        from: values.firstDay,
        to: values.lastDay,
      },
    });
  });

  return (
    <form noValidate onSubmit={submit} aria-label="New weekly series">
      <Stack>
        <FormError message={error} />
        <ServiceAndInstructorFields catalogue={catalogue} form={form} />
        <Checkbox.Group label="Days of the week" required {...form.getInputProps('weekdays')}>
          <Group gap="sm" mt={6}>
            {weekdays.map((name, index) => (
              <Checkbox key={name} value={String(index + 1)} label={name} />
            ))}
          </Group>
        </Checkbox.Group>
        <Group grow align="start">
          <StartTimeField form={form} zone={tenant.time_zone} />
          <CapacityField form={form} />
        </Group>
        <Group grow align="start">
          <TextInput type="date" label="First day" required {...form.getInputProps('firstDay')} />
          <TextInput type="date" label="Last day" required {...form.getInputProps('lastDay')} />
        </Group>
        <TextInput label="Room or place" {...form.getInputProps('location')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Close
          </Button>
          <Button type="submit" loading={form.submitting}>
            Schedule series
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
