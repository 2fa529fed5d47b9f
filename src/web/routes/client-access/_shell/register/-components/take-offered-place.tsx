import { Button, Stack } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { acceptOffer } from '@/features/bookings/mutations';
import { useBookingBusiness } from '@/features/client-profile/use-client-area';
import type { DataError } from '@/features/data/data-error';
import { refreshRegistration } from '@/features/registration/queries';
import { RefusalAlert } from './refusal-alert';

/** A place offered from the waitlist (the business's "offer" mode) is taken with accept_offer. */
export function TakeOfferedPlace({ enrollmentId }: { enrollmentId: string }) {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const queryClient = useQueryClient();
  const tenant = useBookingBusiness();
  const take = useMutation<unknown, DataError>({
    mutationFn: () => acceptOffer(supabase, enrollmentId),
    onSettled: () => refreshRegistration(queryClient, tenant.id),
  });
  return (
    <Stack gap="xs" mt="sm" align="flex-start">
      {take.error && <RefusalAlert error={take.error} />}
      <Button onClick={() => take.mutate()} loading={take.isPending}>
        Take the place
      </Button>
    </Stack>
  );
}
