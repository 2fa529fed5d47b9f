import type { UseFormReturnType } from '@mantine/form';
import { useNavigate, type NavigateOptions } from '@tanstack/react-router';
import type { Catalogue } from '@/features/bookings/queries';
import { useBookingSubmit, type Saved } from '@/features/bookings/use-booking-submit';
import type { FormWrite } from '@/features/bookings/use-refusal-submit';

/** What each form of the "New booking" modal is given. */
export interface NewBookingProps {
  catalogue: Catalogue;
  /** Closes the modal. */
  onDone: () => void;
}

/**
 * The submit of the "New booking" forms: once the database has taken the booking and the lists
 * are fresh, the modal closes and the screen goes to what was booked (`shown`). With the
 * modal's Close, it is all BookingForm needs.
 */
export function useNewBookingSubmit<Values, Answer>(
  form: UseFormReturnType<Values>,
  onDone: () => void,
  write: Omit<FormWrite<Values, Answer>, 'done'> & {
    saved: (answer: Answer, values: Values) => Saved;
    shown: (answer: Answer, values: Values) => NavigateOptions;
  },
) {
  const navigate = useNavigate();
  const submit = useBookingSubmit(form, {
    ...write,
    then: (answer, values) => {
      onDone();
      return navigate(write.shown(answer, values));
    },
  });
  return { ...submit, onClose: onDone };
}
