import { Group, NativeSelect, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useEffect, useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '@shared/i18n/message-ids.ts';
import { BookingForm } from '@/features/bookings/booking-form';
import { ClientPicker } from '@/features/bookings/client-picker';
import { bookPrivate } from '@/features/bookings/mutations';
import { serviceOptionsQuery } from '@/features/bookings/queries';
import { formatMoney } from '@/features/tenancy/format-money';
import { formatDateTime } from '@/features/tenancy/format-time';
import { useMembership } from '@/features/tenancy/use-tenant';
import { addDays, localDate } from '@/features/tenancy/zoned-time';
import { serviceChoices, staffChoices } from './catalogue-choices';
import { FreeTimeField, useFreeTimes } from './free-time-field';
import { useNewBookingSubmit, type NewBookingProps } from './use-new-booking-submit';

const refusalFields = {
  slot_taken: 'slot',
  client_not_found: 'clientId',
  option_not_found: 'optionId',
  service_not_found: 'serviceId',
  not_bookable: 'serviceId',
} as const;

/** A private appointment for a client at one of the free times available_slots offers. */
export function AppointmentForm({ catalogue, onDone }: NewBookingProps) {
  const { tenant } = useMembership();
  const intl = useIntl();
  const say = (id: MessageId) => intl.formatMessage({ id });
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
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
      clientId: (value) => (value ? null : say('bookings.ruleClient')),
      serviceId: (value) => (value ? null : say('bookings.rulePrivateService')),
      optionId: (value) => (value ? null : say('bookings.ruleLengthAndPrice')),
      slot: (value) => (value ? null : say('bookings.ruleFreeTime')),
    },
  });
  const { serviceId, staffId, day } = form.values;
  const options = useQuery(serviceOptionsQuery(supabase, tenant.id, serviceId));
  const variants = (options.data ?? []).filter((option) => option.kind === 'variant');
  const optionId = form.values.optionId || variants[0]?.id || '';
  // The select shows the first variant until another is chosen: the form holds it too, so the
  // check that a length is chosen passes without touching the select.
  const shownOption = variants[0]?.id;
  useEffect(() => {
    if (shownOption && !form.values.optionId) form.setFieldValue('optionId', shownOption);
  }, [shownOption, form]);
  const free = useFreeTimes(catalogue, { serviceId, optionId, staffId, day });
  // A time found free for one service, length, teacher and day says nothing of another.
  const choosing =
    (field: 'serviceId' | 'optionId' | 'staffId' | 'day') =>
    (event: ChangeEvent<HTMLSelectElement | HTMLInputElement>) => {
      form.setFieldValue(field, event.currentTarget.value);
      if (field === 'serviceId') form.setFieldValue('optionId', '');
      form.setFieldValue('slot', '');
    };

  const slotParts = (slot: string) => {
    const [startsAt = '', staffId = ''] = slot.split('|');
    return { startsAt, staffId };
  };
  const write = useNewBookingSubmit(form, onDone, {
    fields: refusalFields,
    send: (values) => {
      const slot = slotParts(values.slot);
      return bookPrivate(supabase, {
        serviceId: values.serviceId,
        optionId,
        startsAt: slot.startsAt,
        staffId: values.staffId || slot.staffId,
        clientId: values.clientId,
        idempotencyKey,
      });
    },
    onRefused: (refused) => {
      if (refused.code === 'slot_taken') void free.slots.refetch();
    },
    saved: (_, values) => {
      const when = formatDateTime(slotParts(values.slot).startsAt, tenant.time_zone, intl.locale);
      return {
        title: say('bookings.appointmentBooked'),
        message:
          clientName === null
            ? intl.formatMessage({ id: 'bookings.appointmentBookedMessageNoName' }, { when })
            : intl.formatMessage(
                { id: 'bookings.appointmentBookedMessage' },
                { client: clientName, when },
              ),
      };
    },
    shown: (place) => ({
      to: '/t/bookings/$bookingId/overview/',
      params: { bookingId: place.booking_id },
    }),
  });

  return (
    <BookingForm
      aria-label={say('bookings.newPrivateAppointment')}
      action={say('bookings.bookAppointment')}
      {...write}
    >
      <ClientPicker
        value={form.values.clientId}
        onChange={(id, name) => {
          form.setFieldValue('clientId', id);
          setClientName(name);
        }}
        error={form.errors.clientId as string | undefined}
      />
      <NativeSelect
        label={say('bookings.service')}
        required
        data={services}
        {...form.getInputProps('serviceId')}
        onChange={choosing('serviceId')}
      />
      <NativeSelect
        label={say('bookings.lengthAndPrice')}
        required
        data={variants.map((option) => ({
          value: option.id,
          label: intl.formatMessage(
            { id: 'bookings.optionWithPrice' },
            {
              option: option.name,
              price: formatMoney(option.price_minor, option.currency, intl.locale),
            },
          ),
        }))}
        {...form.getInputProps('optionId')}
        value={optionId}
        onChange={choosing('optionId')}
      />
      <Group grow align="start">
        <NativeSelect
          label={say('bookings.with')}
          data={[
            { value: '', label: say('bookings.anyoneFree') },
            ...staffChoices(catalogue, serviceId, intl),
          ]}
          {...form.getInputProps('staffId')}
          onChange={choosing('staffId')}
        />
        <TextInput
          type="date"
          label={say('bookings.day')}
          required
          {...form.getInputProps('day')}
          onChange={choosing('day')}
        />
      </Group>
      <FreeTimeField form={form} free={free} />
    </BookingForm>
  );
}
