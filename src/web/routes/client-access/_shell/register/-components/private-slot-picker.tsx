import { Button, Skeleton, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import type { MessageId } from '@shared/i18n/message-ids.ts';
import { useIntl } from 'react-intl';
import { slotsQuery } from '@/features/bookings/queries';
import { useBookingBusiness } from '@/features/client-profile/use-client-area';
import { dataErrorMessage } from '@/features/data/data-error';
import {
  bookableDays,
  distinctStarts,
  partOfDay,
  type FreeTime,
  type PartOfDay,
} from '@/features/registration/bookable-days';
import { bookingHorizonDays, type OfferedService } from '@/features/registration/queries';
import { isolate } from '@/features/registration/bidi';
import { formatMoney } from '@/features/tenancy/format-money';
import { formatDay, formatTime } from '@/features/tenancy/format-time';
import { localDayRange } from '@/features/tenancy/zoned-time';
import { ChoiceChips } from './choice-chips';
import { DateStrip } from './date-strip';
import { focusOnArrival } from './focus-on-arrival';

const partOfDayWords = {
  morning: 'register.morning',
  afternoon: 'register.afternoon',
  evening: 'register.evening',
} as const satisfies Record<PartOfDay, MessageId>;

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
  const intl = useIntl();
  const { locale } = intl;
  const { optionId, staffId, day, slot } = choices;
  const range = localDayRange(tenant.time_zone, day);
  const slots = useQuery(
    slotsQuery(supabase, tenant.id, { serviceId: service.id, optionId, staffId, day, ...range }),
  );
  const starts = distinctStarts(slots.data ?? []);
  const staffName = (id: string) =>
    service.staff.find((member) => member.id === id)?.display_name ?? null;
  const chosen = (slot: FreeTime) => {
    const staff = staffName(slot.staff_id);
    const values = {
      day: formatDay(day, locale),
      time: formatTime(slot.starts_at, tenant.time_zone, locale),
      staff,
    };
    return staff === null
      ? intl.formatMessage({ id: 'register.chosenSlotAnyTeacher' }, values)
      : intl.formatMessage({ id: 'register.chosenSlot' }, values);
  };

  return (
    <Stack gap="lg">
      <ChoiceChips
        label={intl.formatMessage({ id: 'register.lengthAndPriceLabel' })}
        value={optionId}
        onChange={(value) => onChange({ optionId: value, slot: null })}
        choices={service.options.map((option) => ({
          value: option.id,
          label: intl.formatMessage(
            { id: 'register.optionAndPrice' },
            {
              option: isolate(option.name, intl),
              price: formatMoney(option.price_minor, option.currency, locale),
            },
          ),
        }))}
      />
      <ChoiceChips
        label={intl.formatMessage({ id: 'register.teacher' })}
        value={staffId}
        onChange={(value) => onChange({ staffId: value, slot: null })}
        choices={[
          { value: '', label: intl.formatMessage({ id: 'register.anyAvailable' }) },
          ...service.staff.map((member) => ({ value: member.id, label: member.display_name })),
        ]}
      />
      <DateStrip
        label={intl.formatMessage({ id: 'register.day' })}
        days={bookableDays(tenant.time_zone, bookingHorizonDays, undefined, locale)}
        value={day}
        onChange={(value) => onChange({ day: value, slot: null })}
      />
      <ChoiceChips
        label={intl.formatMessage({ id: 'register.freeTimesOn' }, { day: formatDay(day, locale) })}
        value={slot?.starts_at ?? ''}
        onChange={(value) =>
          onChange({ slot: starts.find((start) => start.starts_at === value) ?? null })
        }
        choices={starts.map((start) => ({
          value: start.starts_at,
          label: formatTime(start.starts_at, tenant.time_zone, locale),
          section: intl.formatMessage({
            id: partOfDayWords[partOfDay(start.starts_at, tenant.time_zone)],
          }),
        }))}
      >
        {slots.isPending ? (
          <Group
            gap="xs"
            aria-label={intl.formatMessage({ id: 'register.lookingForTimes' })}
            role="status"
          >
            {[1, 2, 3, 4].map((key) => (
              <Skeleton key={key} height={36} width={72} radius="xl" />
            ))}
          </Group>
        ) : slots.isError ? (
          <Text c="red.9" size="sm" role="alert">
            {dataErrorMessage(slots.error)}
          </Text>
        ) : starts.length === 0 ? (
          <Text size="sm">{intl.formatMessage({ id: 'register.noFreeTimesThatDay' })}</Text>
        ) : undefined}
      </ChoiceChips>
      <div aria-live="polite">
        {slot && (
          <Text size="sm" mb="xs">
            {chosen(slot)}
          </Text>
        )}
        <Button
          onClick={onContinue}
          disabled={slot === null}
          ref={returned ? focusOnArrival : undefined}
        >
          {intl.formatMessage({ id: 'register.continue' })}
        </Button>
      </div>
    </Stack>
  );
}
