import { Checkbox, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRouteContext } from '@tanstack/react-router';
import { BookingForm } from '@/features/bookings/booking-form';
import { scheduleSeries } from '@/features/bookings/mutations';
import {
  CapacityField,
  RoomField,
  StartTimeField,
} from '@/features/bookings/session-detail-fields';
import { formatDay } from '@/features/tenancy/format-time';
import { useMembership } from '@/features/tenancy/use-tenant';
import { addDays, localDate } from '@/features/tenancy/zoned-time';
import {
  initialSessionBasics,
  seriesRefusals,
  ServiceAndInstructorFields,
  sessionBasicsRules,
} from './session-fields';
import { useNewBookingSubmit, type NewBookingProps } from './use-new-booking-submit';

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/**
 * A weekly timetable (schedule_series): the same local start time on chosen weekdays between two
 * days; all sessions or none, so a clash with the instructor's other bookings names the day.
 */
export function SeriesForm({ catalogue, onDone }: NewBookingProps) {
  const { tenant } = useMembership();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
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
  const write = useNewBookingSubmit(form, onDone, {
    fields: seriesRefusals,
    send: (values) =>
      scheduleSeries(supabase, { ...values, weekdays: values.weekdays.map(Number).sort() }),
    saved: (_, values) => ({
      title: 'Weekly series scheduled',
      message: `Every ${values.weekdays
        .map((day) => weekdays[Number(day) - 1])
        .join(
          ', ',
        )} at ${values.time}, from ${formatDay(values.firstDay)} to ${formatDay(values.lastDay)}.`,
    }),
    shown: (_, values) => ({
      to: '/t/bookings/',
      search: {
        view: 'list',
        service: values.serviceId,
        from: values.firstDay,
        to: values.lastDay,
      },
    }),
  });

  return (
    <BookingForm aria-label="New weekly series" action="Schedule series" {...write}>
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
        <CapacityField form={form} required />
      </Group>
      <Group grow align="start">
        <TextInput type="date" label="First day" required {...form.getInputProps('firstDay')} />
        <TextInput type="date" label="Last day" required {...form.getInputProps('lastDay')} />
      </Group>
      <RoomField form={form} />
    </BookingForm>
  );
}
