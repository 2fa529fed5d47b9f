import { NativeSelect, Paper, SimpleGrid, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { BookingForm } from '@/features/bookings/booking-form';
import { ClientPicker } from '@/features/bookings/client-picker';
import { enroll } from '@/features/bookings/mutations';
import {
  refreshBookings,
  serviceOptionsQuery,
  type BookingSummary,
} from '@/features/bookings/queries';
import { useRefusalSubmit } from '@/features/bookings/use-refusal-submit';
import { DataError } from '@/features/data/data-error';
import { formatMoney } from '@/features/tenancy/format-money';
import { useMembership } from '@/features/tenancy/use-tenant';

const refusalFields = {
  already_enrolled: 'clientId',
  client_not_found: 'clientId',
  no_credits: 'optionId',
  option_not_found: 'optionId',
  // Not the database's: a service with nothing to pay with is refused before it is asked.
  no_payment_option: 'optionId',
} as const;

const kindNames = { drop_in: 'Drop-in', pack: 'Pack credit', pass: 'Pass', variant: '' };

/** "Pack credit: 10-class pack", or just "Drop-in" when the option is named for its kind. */
const optionName = (option: { kind: keyof typeof kindNames; name: string }) => {
  const kind = kindNames[option.kind];
  return kind && kind !== option.name ? `${kind}: ${option.name}` : option.name;
};

/** Staff add a client to the session on their behalf (enroll), paid by the option chosen. */
export function AddPlaceForm({ booking }: { booking: BookingSummary }) {
  const { tenant } = useMembership();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const queryClient = useQueryClient();
  const [clientName, setClientName] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  const options = useQuery(serviceOptionsQuery(supabase, tenant.id, booking.service_id)).data ?? [];
  const payable = options.filter((option) => option.kind !== 'variant');
  const form = useForm({
    initialValues: { clientId: null as string | null, optionId: '' },
    validate: { clientId: (value) => (value ? null : 'Choose the client.') },
  });
  const optionId = form.values.optionId || payable[0]?.id || '';

  const write = useRefusalSubmit(form, {
    fields: refusalFields,
    send: (values) =>
      optionId
        ? enroll(supabase, { bookingId: booking.id, optionId, clientId: values.clientId })
        : Promise.reject(
            new DataError(
              'no_payment_option',
              'This service has no drop-in, pack or pass to pay with.',
            ),
          ),
    done: async (place) => {
      const name = clientName?.replace(/ \(.*\)$/, '') ?? 'The client';
      notifications.show({
        color: place.status === 'waitlisted' ? 'yellow' : 'teal',
        title: place.status === 'waitlisted' ? 'Added to the waitlist' : 'Place added',
        message:
          place.status === 'waitlisted'
            ? `The session is full: ${name} is number ${place.waitlist_position} on the waitlist.`
            : `${name} has a place.`,
      });
      form.reset();
      setClientName(null);
      setFormKey((key) => key + 1);
      await refreshBookings(queryClient, tenant.id);
    },
  });

  return (
    <Paper withBorder p="md">
      <BookingForm
        aria-labelledby="add-client-title"
        heading={
          <Title order={3} size="h4" id="add-client-title">
            Add a client
          </Title>
        }
        gap="sm"
        action={booking.taken >= booking.capacity ? 'Add to the waitlist' : 'Add to the session'}
        {...write}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <ClientPicker
            key={formKey}
            value={form.values.clientId}
            onChange={(id, name) => {
              form.setFieldValue('clientId', id);
              form.setFieldError('clientId', null);
              setClientName(name);
            }}
            error={form.errors.clientId as string | undefined}
          />
          <NativeSelect
            label="Paid with"
            data={payable.map((option) => ({
              value: option.id,
              label: `${optionName(option)}${
                option.kind === 'pack'
                  ? ''
                  : `, ${formatMoney(option.price_minor, option.currency)}`
              }`,
            }))}
            {...form.getInputProps('optionId')}
            value={optionId}
          />
        </SimpleGrid>
      </BookingForm>
    </Paper>
  );
}
