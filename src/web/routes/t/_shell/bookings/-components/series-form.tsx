import { Checkbox, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRouteContext } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
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
import type { MessageId } from '@shared/i18n/message-ids.ts';
import { weekdayName, weekOrder } from '@shared/weekdays.ts';

/**
 * A weekly timetable (schedule_series): the same local start time on chosen weekdays between two
 * days; all sessions or none, so a clash with the instructor's other bookings names the day.
 */
export function SeriesForm({ catalogue, onDone }: NewBookingProps) {
  const { tenant } = useMembership();
  const intl = useIntl();
  const say = (id: MessageId) => intl.formatMessage({ id });
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
      ...sessionBasicsRules(intl),
      weekdays: (value) => (value.length > 0 ? null : say('bookings.ruleWeekdays')),
      firstDay: (value) => (value ? null : say('bookings.ruleFirstDay')),
      lastDay: (value, values) =>
        !value
          ? say('bookings.ruleLastDay')
          : value < values.firstDay
            ? say('bookings.ruleLastAfterFirst')
            : value > addDays(values.firstDay, 366)
              ? say('bookings.ruleAtMostAYear')
              : null,
    },
  });
  const write = useNewBookingSubmit(form, onDone, {
    fields: seriesRefusals,
    send: (values) =>
      scheduleSeries(supabase, { ...values, weekdays: values.weekdays.map(Number).sort() }),
    saved: (_, values) => ({
      title: say('bookings.seriesScheduled'),
      message: intl.formatMessage(
        { id: 'bookings.seriesScheduledMessage' },
        {
          // In the order the days were ticked, as a list: "Monday, Wednesday".
          days: intl.formatList(
            values.weekdays.map((day) => weekdayName(Number(day), intl.locale)),
            { type: 'unit', style: 'short' },
          ),
          time: values.time,
          first: formatDay(values.firstDay, intl.locale),
          last: formatDay(values.lastDay, intl.locale),
        },
      ),
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
    <BookingForm
      aria-label={say('bookings.newWeeklySeries')}
      action={say('bookings.scheduleSeries')}
      {...write}
    >
      <ServiceAndInstructorFields catalogue={catalogue} form={form} />
      <Checkbox.Group
        label={say('bookings.daysOfTheWeek')}
        required
        {...form.getInputProps('weekdays')}
      >
        <Group gap="sm" mt={6}>
          {weekOrder(intl.locale).map((weekday) => (
            <Checkbox
              key={weekday}
              value={String(weekday)}
              label={weekdayName(weekday, intl.locale)}
            />
          ))}
        </Group>
      </Checkbox.Group>
      <Group grow align="start">
        <StartTimeField form={form} zone={tenant.time_zone} />
        <CapacityField form={form} required />
      </Group>
      <Group grow align="start">
        <TextInput
          type="date"
          label={say('bookings.firstDay')}
          required
          {...form.getInputProps('firstDay')}
        />
        <TextInput
          type="date"
          label={say('bookings.lastDay')}
          required
          {...form.getInputProps('lastDay')}
        />
      </Group>
      <RoomField form={form} />
    </BookingForm>
  );
}
