import { Button, Skeleton, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { slotsQuery } from '@/features/bookings/queries';
import { useBookingBusiness } from '@/features/client-profile/use-client-area';
import { dataErrorMessage } from '@/features/data/data-error';
import {
  bookableDays,
  distinctStarts,
  partOfDay,
  type FreeTime,
} from '@/features/registration/bookable-days';
import { bookingHorizonDays, type OfferedService } from '@/features/registration/queries';
import { formatMoney } from '@/features/tenancy/format-money';
import { formatDay, formatTime } from '@/features/tenancy/format-time';
import { localDayRange } from '@/features/tenancy/zoned-time';
import { ChoiceChips } from './choice-chips';
import { DateStrip } from './date-strip';
import { focusOnArrival } from './focus-on-arrival';

export interface PrivateChoices {
  optionId: string;
  /** '' for anyone available. */
  staffId: string;
  day: string;
  slot: FreeTime | null;
}

/** Variant, teacher, day and a free time of a private service, from available_slots. */
export function PrivateSlotPicker({
  service,
  choices,
  onChange,
  onContinue,
  returned,
}: {
  service: OfferedService;
  choices: PrivateChoices;
  onChange: (changes: Partial<PrivateChoices>) => void;
  onContinue: () => void;
  /** Back from the check step: focus returns to where the client left, the Continue button. */
  returned: boolean;
}) {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const tenant = useBookingBusiness();
  const { optionId, staffId, day, slot } = choices;
  const range = localDayRange(tenant.time_zone, day);
  const slots = useQuery(
    slotsQuery(supabase, tenant.id, { serviceId: service.id, optionId, staffId, day, ...range }),
  );
  const starts = distinctStarts(slots.data ?? []);
  const staffName = (id: string) =>
    service.staff.find((member) => member.id === id)?.display_name ?? 'a teacher';

  return (
    <Stack gap="lg">
      <ChoiceChips
        label="Length and price"
        value={optionId}
        onChange={(value) => onChange({ optionId: value, slot: null })}
        choices={service.options.map((option) => ({
          value: option.id,
          label: `${option.name} · ${formatMoney(option.price_minor, option.currency)}`,
        }))}
      />
      <ChoiceChips
        label="Teacher"
        value={staffId}
        onChange={(value) => onChange({ staffId: value, slot: null })}
        choices={[
          { value: '', label: 'Any available' },
          ...service.staff.map((member) => ({ value: member.id, label: member.display_name })),
        ]}
      />
      <DateStrip
        label="Day"
        days={bookableDays(tenant.time_zone, bookingHorizonDays)}
        value={day}
        onChange={(value) => onChange({ day: value, slot: null })}
      />
      <ChoiceChips
        label={`Free times on ${formatDay(day)}`}
        value={slot?.starts_at ?? ''}
        onChange={(value) =>
          onChange({ slot: starts.find((start) => start.starts_at === value) ?? null })
        }
        choices={starts.map((start) => ({
          value: start.starts_at,
          label: formatTime(start.starts_at, tenant.time_zone),
          section: partOfDay(start.starts_at, tenant.time_zone),
        }))}
      >
        {slots.isPending ? (
          <Group gap="xs" aria-label="Looking for free times" role="status">
            {[1, 2, 3, 4].map((key) => (
              <Skeleton key={key} height={36} width={72} radius="xl" />
            ))}
          </Group>
        ) : slots.isError ? (
          <Text c="red.9" size="sm" role="alert">
            {dataErrorMessage(slots.error)}
          </Text>
        ) : starts.length === 0 ? (
          <Text size="sm">No free times that day. Choose another day.</Text>
        ) : undefined}
      </ChoiceChips>
      <div aria-live="polite">
        {slot && (
          <Text size="sm" mb="xs">
            {formatDay(day)} at {formatTime(slot.starts_at, tenant.time_zone)} with{' '}
            {staffName(slot.staff_id)}
          </Text>
        )}
        <Button
          onClick={onContinue}
          disabled={slot === null}
          ref={returned ? focusOnArrival : undefined}
        >
          Continue
        </Button>
      </div>
    </Stack>
  );
}
