import { Button, Group, Paper, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useParams, useRouteContext } from '@tanstack/react-router';
import { useRef, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '@shared/i18n/message-ids.ts';
import { checkIn } from '@/features/bookings/mutations';
import type { AttendanceStatus, Place } from '@/features/bookings/places';
import { bookingKeys, placesQuery } from '@/features/bookings/queries';
import { dataErrorMessage } from '@/features/data/data-error';
import { useMembership } from '@/features/tenancy/use-tenant';

// Filled colours with a text colour that keeps 4.5:1 contrast on them. The keys stay P, L and A
// in every language (the attendance tab lists them); the words are the reader's: the button's
// `label`, and the row's name once marked, `row` ("Ann: present").
const marks: {
  status: AttendanceStatus;
  label: MessageId;
  row: MessageId;
  key: string;
  colour: string;
  text: string;
}[] = [
  {
    status: 'present',
    label: 'bookings.markPresent',
    row: 'bookings.rowPresent',
    key: 'p',
    colour: 'teal.9',
    text: 'white',
  },
  {
    status: 'late',
    label: 'bookings.markLate',
    row: 'bookings.rowLate',
    key: 'l',
    colour: 'yellow.4',
    text: 'black',
  },
  {
    status: 'absent',
    label: 'bookings.markAbsent',
    row: 'bookings.rowAbsent',
    key: 'a',
    colour: 'red.9',
    text: 'white',
  },
];

interface MarkVariables {
  place: Place;
  status: AttendanceStatus;
}

/**
 * The check-in roster. A mark shows at once (optimistic); if the server refuses it, that row
 * goes back to what it was and a message says why. Each row takes P, L or A, and the arrows
 * move between rows, so a whole class is marked without the mouse.
 */
export function CheckInRoster({ roster, canMark }: { roster: Place[]; canMark: boolean }) {
  const { tenant } = useMembership();
  const intl = useIntl();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const { bookingId } = useParams({ from: '/t/_shell/bookings/$bookingId' });
  const queryClient = useQueryClient();
  const { queryKey } = placesQuery(supabase, tenant.id, bookingId);
  const rows = useRef<(HTMLLIElement | null)[]>([]);

  const setPlace = (id: string, change: Partial<Place>) =>
    queryClient.setQueryData(queryKey, (places) =>
      places?.map((place) => (place.id === id ? { ...place, ...change } : place)),
    );

  const mark = useMutation({
    mutationFn: ({ place, status }: MarkVariables) => checkIn(supabase, place.id, status),
    onMutate: async ({ place, status }) => {
      await queryClient.cancelQueries({ queryKey });
      setPlace(place.id, {
        attendance: status,
        status: status === 'absent' ? 'no_show' : 'confirmed',
      });
      // Only this row is rolled back on failure: other marks made meanwhile stay.
      return { attendance: place.attendance, status: place.status };
    },
    onError: (error, { place }, previous) => {
      if (previous) setPlace(place.id, previous);
      notifications.show({
        color: 'red',
        title: intl.formatMessage({ id: 'bookings.notMarked' }, { client: place.client_name }),
        message: dataErrorMessage(error),
      });
    },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: bookingKeys.detail(tenant.id, bookingId) }),
  });

  const focusRow = (index: number) => rows.current[index]?.focus();
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, index: number) => {
    if (event.target !== event.currentTarget || event.altKey || event.ctrlKey || event.metaKey) {
      return;
    }
    const key = event.key.toLowerCase();
    const chosen = marks.find((m) => m.key === key);
    if (chosen && canMark) {
      event.preventDefault();
      mark.mutate({ place: roster[index] as Place, status: chosen.status });
      focusRow(Math.min(index + 1, roster.length - 1));
    } else if (key === 'arrowdown' || key === 'j') {
      event.preventDefault();
      focusRow(Math.min(index + 1, roster.length - 1));
    } else if (key === 'arrowup' || key === 'k') {
      event.preventDefault();
      focusRow(Math.max(index - 1, 0));
    }
  };

  return (
    <ul
      aria-label={intl.formatMessage({ id: 'bookings.roster' })}
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
    >
      {roster.map((place, index) => {
        const current = marks.find((m) => m.status === place.attendance);
        return (
          <li
            key={place.id}
            ref={(element) => {
              rows.current[index] = element;
            }}
            tabIndex={0}
            aria-label={intl.formatMessage(
              { id: current ? current.row : 'bookings.rowUnmarked' },
              { client: place.client_name },
            )}
            onKeyDown={(event) => onKeyDown(event, index)}
            style={{ marginBottom: 6 }}
          >
            <Paper withBorder p="xs">
              <Group justify="space-between" gap="xs">
                <Text fw={500}>{place.client_name}</Text>
                <Group
                  gap={6}
                  role="group"
                  aria-label={intl.formatMessage(
                    { id: 'bookings.markClient' },
                    { client: place.client_name },
                  )}
                >
                  {marks.map((m) => (
                    <Button
                      key={m.status}
                      size="compact-md"
                      color={m.colour}
                      c={place.attendance === m.status ? m.text : undefined}
                      variant={place.attendance === m.status ? 'filled' : 'default'}
                      aria-pressed={place.attendance === m.status}
                      disabled={!canMark}
                      onClick={() => mark.mutate({ place, status: m.status })}
                    >
                      {intl.formatMessage({ id: m.label })}
                    </Button>
                  ))}
                </Group>
              </Group>
            </Paper>
          </li>
        );
      })}
    </ul>
  );
}
