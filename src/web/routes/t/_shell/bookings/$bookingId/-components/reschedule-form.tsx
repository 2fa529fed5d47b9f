import { NativeSelect, Paper } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { BookingForm } from '@/features/bookings/booking-form';
import { rescheduleBooking } from '@/features/bookings/mutations';
import { catalogueQuery, type BookingSummary } from '@/features/bookings/queries';
import {
  CapacityAndRoomFields,
  DayAndStartFields,
} from '@/features/bookings/session-detail-fields';
import { sessionRules } from '@/features/bookings/session-rules';
import { useBookingSubmit } from '@/features/bookings/use-booking-submit';
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
  const intl = useIntl();
  const rules = sessionRules(intl);
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const catalogue = useQuery(catalogueQuery(supabase, tenant.id)).data;
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
      date: rules.date,
      time: rules.time,
      staffId: (value) =>
        isPrivate && !value ? intl.formatMessage({ id: 'bookings.ruleAppointmentStaff' }) : null,
      capacity: (value) =>
        rules.capacity(value) ??
        (value < booking.taken
          ? intl.formatMessage({ id: 'bookings.ruleCapacityTaken' }, { taken: booking.taken })
          : null),
    },
  });
  const staff = (catalogue?.staff ?? []).filter(
    (member) => member.active || member.id === booking.staff_id,
  );
  const startsAt = (values: typeof form.values) => zonedInstant(zone, values.date, values.time);
  const write = useBookingSubmit(form, {
    fields: refusalFields,
    send: (values) =>
      rescheduleBooking(supabase, booking.id, { ...values, startsAt: startsAt(values) }),
    saved: (_, values) => ({
      title: intl.formatMessage({ id: 'bookings.bookingChanged' }),
      message: intl.formatMessage(
        { id: 'bookings.bookingChangedMessage' },
        {
          service: booking.service_name,
          when: formatDateTime(startsAt(values), zone, intl.locale),
        },
      ),
    }),
    then: onDone,
  });

  return (
    <Paper withBorder p="md">
      <BookingForm
        aria-label={intl.formatMessage({ id: 'bookings.editOrReschedule' })}
        action={intl.formatMessage({ id: 'bookings.saveChanges' })}
        {...write}
      >
        <DayAndStartFields form={form} zone={zone} />
        <NativeSelect
          label={intl.formatMessage({ id: 'bookings.instructor' })}
          data={[
            ...(isPrivate
              ? []
              : [{ value: '', label: intl.formatMessage({ id: 'bookings.noInstructor' }) }]),
            ...staff.map((member) => ({ value: member.id, label: member.display_name })),
          ]}
          {...form.getInputProps('staffId')}
        />
        <CapacityAndRoomFields form={form} disabled={isPrivate} />
      </BookingForm>
    </Paper>
  );
}
