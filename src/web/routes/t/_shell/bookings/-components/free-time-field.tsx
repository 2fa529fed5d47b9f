import { NativeSelect, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { slotsQuery, type Catalogue } from '@/features/bookings/queries';
import { dataErrorMessage } from '@/features/data/data-error';
import { formatTime } from '@/features/tenancy/format-time';
import { useMembership } from '@/features/tenancy/use-tenant';
import { localDayRange } from '@/features/tenancy/zoned-time';

interface Wanted {
  serviceId: string;
  optionId: string;
  /** '' for anyone free. */
  staffId: string;
  day: string;
}

/**
 * The free start times of a private service on one local day (available_slots), each a choice
 * "start|staff", named with whom when anyone free will do.
 */
export function useFreeTimes(catalogue: Catalogue, wanted: Wanted) {
  const { tenant } = useMembership();
  const intl = useIntl();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const range = wanted.day ? localDayRange(tenant.time_zone, wanted.day) : null;
  const slots = useQuery(
    slotsQuery(supabase, tenant.id, {
      ...wanted,
      from: range?.from ?? new Date(),
      to: range?.to ?? new Date(),
    }),
  );
  const choices = (slots.data ?? []).map((slot) => {
    const name = catalogue.staff.find((member) => member.id === slot.staff_id)?.display_name;
    const time = formatTime(slot.starts_at, tenant.time_zone, intl.locale);
    return {
      value: `${slot.starts_at}|${slot.staff_id}`,
      label: wanted.staffId
        ? time
        : name === undefined
          ? intl.formatMessage({ id: 'bookings.freeTimeWithSomeone' }, { time })
          : intl.formatMessage({ id: 'bookings.freeTimeWith' }, { time, staff: name }),
    };
  });
  return { slots, choices };
}

/** The free time chosen, in the business's zone, or why there is none to choose. */
export function FreeTimeField<Values extends { slot: string }>({
  form,
  free: { slots, choices },
}: {
  form: UseFormReturnType<Values>;
  free: ReturnType<typeof useFreeTimes>;
}) {
  const { tenant } = useMembership();
  const intl = useIntl();
  return (
    <>
      <NativeSelect
        label={intl.formatMessage({ id: 'bookings.freeTime' })}
        description={tenant.time_zone.replaceAll('_', ' ')}
        required
        disabled={slots.isFetching || choices.length === 0}
        data={[
          {
            value: '',
            label: intl.formatMessage({
              id: slots.isFetching
                ? 'bookings.freeTimesLooking'
                : choices.length === 0
                  ? 'bookings.freeTimesNone'
                  : 'bookings.chooseTime',
            }),
          },
          ...choices,
        ]}
        {...form.getInputProps('slot')}
      />
      {slots.error && (
        <Text c="red" size="sm" role="alert">
          {dataErrorMessage(slots.error)}
        </Text>
      )}
    </>
  );
}
