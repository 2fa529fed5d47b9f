import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import type { UseFormReturnType } from '@mantine/form';
import { useMembership } from '../tenancy/use-tenant';
import { refreshBookings } from './queries';
import { useRefusalSubmit, type FormWrite } from './use-refusal-submit';

/** What a booking form says once its change is made. */
export interface Saved {
  title: string;
  message: string;
}

/**
 * The submit of a form that schedules, books or moves: once the database takes the change, it
 * says what was done, every list, calendar and detail of the business is read again, and then
 * `then` (closing the form, going to what was booked) sees the bookings as they now are.
 */
export function useBookingSubmit<Values, Answer>(
  form: UseFormReturnType<Values>,
  write: Omit<FormWrite<Values, Answer>, 'done'> & {
    saved: (answer: Answer, values: Values) => Saved;
    then?: (answer: Answer, values: Values) => unknown;
  },
) {
  const { tenant } = useMembership();
  const queryClient = useQueryClient();
  return useRefusalSubmit(form, {
    ...write,
    done: async (answer, values) => {
      notifications.show({ color: 'teal', ...write.saved(answer, values) });
      await refreshBookings(queryClient, tenant.id);
      await write.then?.(answer, values);
    },
  });
}
