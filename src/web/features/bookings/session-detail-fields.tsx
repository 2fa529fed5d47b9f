import { Group, NumberInput, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useIntl } from 'react-intl';

// The fields of when, how many and where a session is, shared by the forms that schedule one,
// a weekly series of them, and the one that moves a booking; the labels are what the e2e
// journeys find them by.

/** The start time, labelled with the zone it is in. */
export function StartTimeField<Values extends { time: string }>({
  form,
  zone,
}: {
  form: UseFormReturnType<Values>;
  zone: string;
}) {
  const intl = useIntl();
  return (
    <TextInput
      type="time"
      label={intl.formatMessage({ id: 'bookings.startsAt' })}
      description={zone.replaceAll('_', ' ')}
      required
      {...form.getInputProps('time')}
    />
  );
}

/** The day and the start time, side by side. */
export function DayAndStartFields<Values extends { date: string; time: string }>({
  form,
  zone,
}: {
  form: UseFormReturnType<Values>;
  zone: string;
}) {
  const intl = useIntl();
  return (
    <Group grow align="start">
      <TextInput
        type="date"
        label={intl.formatMessage({ id: 'bookings.day' })}
        required
        {...form.getInputProps('date')}
      />
      <StartTimeField form={form} zone={zone} />
    </Group>
  );
}

export function CapacityField<Values extends { capacity: number }>({
  form,
  ...input
}: CapacityProps<Values>) {
  const intl = useIntl();
  return (
    <NumberInput
      label={intl.formatMessage({ id: 'bookings.capacity' })}
      min={1}
      max={1000}
      {...input}
      {...form.getInputProps('capacity')}
    />
  );
}

interface CapacityProps<Values> {
  form: UseFormReturnType<Values>;
  required?: boolean;
  /** A private appointment is for one client: its capacity is shown, not changed. */
  disabled?: boolean;
}

/** The capacity and the room, side by side. */
export function CapacityAndRoomFields<Values extends { capacity: number; location: string }>(
  props: CapacityProps<Values>,
) {
  return (
    <Group grow align="start">
      <CapacityField {...props} />
      <RoomField form={props.form} />
    </Group>
  );
}

export function RoomField<Values extends { location: string }>({
  form,
}: {
  form: UseFormReturnType<Values>;
}) {
  const intl = useIntl();
  return (
    <TextInput
      label={intl.formatMessage({ id: 'bookings.roomOrPlace' })}
      {...form.getInputProps('location')}
    />
  );
}
