import { Alert, List, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { StatusBadge } from '@/components/status-badge';
import { useMembership } from '@/features/tenancy/use-tenant';
import { clashSentence, conflictsByBooking } from './conflicts';
import { calendarConflictsQuery } from './queries';

// Issue 37, point 2: a session that collides with a busy time of its staff member's own calendar
// is flagged to staff (public.calendar_conflicts). The conflicts are read once for the business
// and shared by every flag on the screen; a failed read shows no flag rather than an error in
// each row.

function useBookingConflicts(bookingId: string) {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const { tenant } = useMembership();
  const { data } = useQuery(calendarConflictsQuery(supabase, tenant.id));
  const byBooking = useMemo(() => conflictsByBooking(data ?? []), [data]);
  return byBooking.get(bookingId) ?? [];
}

/** Each of a booking's clashes in words, naming its staff member. */
function useClashSentences(bookingId: string, staffName: string | null): string[] {
  const intl = useIntl();
  const { tenant } = useMembership();
  return useBookingConflicts(bookingId).map((conflict) =>
    clashSentence(conflict, staffName, tenant.time_zone, intl),
  );
}

/** "Calendar clash" on a booking in a list or a calendar cell, when it has one. */
export function ConflictBadge({ bookingId }: { bookingId: string }) {
  const intl = useIntl();
  const conflicts = useBookingConflicts(bookingId);
  if (conflicts.length === 0) return null;
  return (
    <StatusBadge color="orange">{intl.formatMessage({ id: 'calendars.clashBadge' })}</StatusBadge>
  );
}

/** Each clash in words, as lines under a session (the dashboard's today list). */
export function ConflictLines({
  bookingId,
  staffName,
}: {
  bookingId: string;
  staffName: string | null;
}) {
  return useClashSentences(bookingId, staffName).map((sentence, index) => (
    <Text key={index} size="sm" c="red.9" fw={600}>
      {sentence}
    </Text>
  ));
}

/** A booking's clashes on its overview: what and when, so staff can move one or the other. */
export function ConflictNotice({
  bookingId,
  staffName,
}: {
  bookingId: string;
  staffName: string | null;
}) {
  const intl = useIntl();
  const sentences = useClashSentences(bookingId, staffName);
  if (sentences.length === 0) return null;
  return (
    <Alert color="red" variant="light" title={intl.formatMessage({ id: 'calendars.clashTitle' })}>
      <List size="sm">
        {sentences.map((sentence, index) => (
          <List.Item key={index}>{sentence}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
