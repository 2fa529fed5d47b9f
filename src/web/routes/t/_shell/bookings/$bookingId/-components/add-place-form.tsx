import { NativeSelect, Paper, SimpleGrid, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Words } from '@shared/i18n/words.ts';
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

const kindWords = {
  drop_in: 'bookings.paidWithDropIn',
  pack: 'bookings.paidWithPackCredit',
  pass: 'bookings.paidWithPass',
  variant: null,
} as const;

/** "Pack credit: 10-class pack", or just "Drop-in" when the option is named for its kind. */
const optionName = (option: { kind: keyof typeof kindWords; name: string }, words: Words) => {
  const id = kindWords[option.kind];
  const kind = id === null ? '' : words.formatMessage({ id });
  return kind && kind !== option.name
    ? words.formatMessage({ id: 'bookings.paidWithKindAndName' }, { kind, option: option.name })
    : option.name;
};

/** Staff add a client to the session on their behalf (enroll), paid by the option chosen. */
export function AddPlaceForm({ booking }: { booking: BookingSummary }) {
  const { tenant } = useMembership();
  const intl = useIntl();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const queryClient = useQueryClient();
  const [clientName, setClientName] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  const options = useQuery(serviceOptionsQuery(supabase, tenant.id, booking.service_id)).data ?? [];
  const payable = options.filter((option) => option.kind !== 'variant');
  const form = useForm({
    initialValues: { clientId: null as string | null, optionId: '' },
    validate: {
      clientId: (value) => (value ? null : intl.formatMessage({ id: 'bookings.ruleClient' })),
    },
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
              intl.formatMessage({ id: 'bookings.noPaymentOption' }),
            ),
          ),
    done: async (place) => {
      // The picker's choice reads "Name (email)": the name is what the message says.
      const name =
        clientName?.replace(/ \(.*\)$/, '') ?? intl.formatMessage({ id: 'bookings.theClient' });
      const waitlisted = place.status === 'waitlisted';
      notifications.show({
        color: waitlisted ? 'yellow' : 'teal',
        title: intl.formatMessage({
          id: waitlisted ? 'bookings.addedToWaitlist' : 'bookings.placeAdded',
        }),
        message: waitlisted
          ? intl.formatMessage(
              { id: 'bookings.addedToWaitlistMessage' },
              { client: name, position: place.waitlist_position ?? '' },
            )
          : intl.formatMessage({ id: 'bookings.placeAddedMessage' }, { client: name }),
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
            {intl.formatMessage({ id: 'bookings.addClient' })}
          </Title>
        }
        gap="sm"
        action={intl.formatMessage({
          id:
            booking.taken >= booking.capacity ? 'bookings.addToWaitlist' : 'bookings.addToSession',
        })}
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
            label={intl.formatMessage({ id: 'bookings.paidWith' })}
            data={payable.map((option) => ({
              value: option.id,
              label:
                option.kind === 'pack'
                  ? optionName(option, intl)
                  : intl.formatMessage(
                      { id: 'bookings.optionWithPrice' },
                      {
                        option: optionName(option, intl),
                        price: formatMoney(option.price_minor, option.currency, intl.locale),
                      },
                    ),
            }))}
            {...form.getInputProps('optionId')}
            value={optionId}
          />
        </SimpleGrid>
      </BookingForm>
    </Paper>
  );
}
