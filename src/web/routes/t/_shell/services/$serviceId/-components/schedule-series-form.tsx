import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { notifySaved } from '@/components/notify';
import { FormError } from '@/features/auth/form-error';
import {
  scheduleSeries,
  serviceKeys,
  serviceStaffQuery,
  type Service,
} from '@/features/services/queries';
import {
  countSessions,
  newSeriesForm,
  seriesProblems,
  type SeriesForm,
} from '@/features/services/series-form';
import { teamQuery } from '@/features/staff/queries';
import { weekOrder, weekdayName } from '@shared/weekdays.ts';
import { localDate } from '@/features/tenancy/zoned-time';
import { useMembership } from '@/features/tenancy/use-tenant';

/** Weekdays, a local start time and a date range: all the sessions are made, or none. */
export function ScheduleSeriesForm({ service, onDone }: { service: Service; onDone: () => void }) {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const queryClient = useQueryClient();
  const { tenant } = useMembership();
  const { data: team } = useSuspenseQuery(teamQuery(supabase, tenant.id));
  const { data: delivering } = useSuspenseQuery(serviceStaffQuery(supabase, service.id));
  const today = localDate(tenant.time_zone);
  const [form, setForm] = useState(() => newSeriesForm(today, service.capacity));
  const [errors, setErrors] = useState<Partial<Record<keyof SeriesForm, string>>>({});
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const intl = useIntl();
  // A field's message goes as soon as the field changes; the next submit checks again.
  const set = <K extends keyof SeriesForm>(name: K, value: SeriesForm[K]) => {
    setForm((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };
  const instructors = team
    .filter((member) => member.active)
    .sort((a, b) => Number(delivering.includes(b.id)) - Number(delivering.includes(a.id)))
    .map((member) => ({
      value: member.id,
      label: delivering.includes(member.id)
        ? member.display_name
        : intl.formatMessage({ id: 'services.notListed' }, { name: member.display_name }),
    }));
  const sessions = countSessions(form);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = seriesProblems(form, today, intl);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setError(undefined);
    setPending(true);
    try {
      await scheduleSeries(supabase, {
        service_id: service.id,
        weekdays: form.weekdays.map(Number).sort(),
        local_start: form.localStart,
        first_day: form.firstDay,
        last_day: form.lastDay,
        staff_id: form.staffId,
        capacity: Number(form.capacity),
        location: form.location.trim(),
      });
      await queryClient.invalidateQueries({ queryKey: serviceKeys.sessions(service.id) });
      notifySaved(intl.formatMessage({ id: 'services.scheduled' }, { count: sessions }));
      onDone();
    } catch (thrown) {
      setError(thrown instanceof Error ? thrown.message : String(thrown));
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      noValidate
      aria-label={intl.formatMessage({ id: 'services.scheduleSeries' })}
      onSubmit={(event) => void submit(event)}
    >
      <Stack>
        <FormError message={error} />
        <Checkbox.Group
          label={intl.formatMessage({ id: 'services.weekdays' })}
          required
          value={form.weekdays}
          onChange={(weekdays) => set('weekdays', weekdays)}
          error={errors.weekdays}
        >
          <Group gap="sm" mt="xs">
            {weekOrder(intl.locale).map((weekday) => (
              <Checkbox
                key={weekday}
                value={String(weekday)}
                label={weekdayName(weekday, intl.locale, 'short')}
                aria-label={weekdayName(weekday, intl.locale)}
              />
            ))}
          </Group>
        </Checkbox.Group>
        <TextInput
          type="time"
          label={intl.formatMessage({ id: 'services.startTime' })}
          description={intl.formatMessage(
            { id: 'services.startTimeHint' },
            { zone: tenant.time_zone.replaceAll('_', ' '), minutes: service.duration_minutes },
          )}
          required
          value={form.localStart}
          onChange={(event) => set('localStart', event.currentTarget.value)}
          error={errors.localStart}
        />
        <Group grow align="flex-start">
          <TextInput
            type="date"
            label={intl.formatMessage({ id: 'services.firstDay' })}
            required
            value={form.firstDay}
            onChange={(event) => set('firstDay', event.currentTarget.value)}
            error={errors.firstDay}
          />
          <TextInput
            type="date"
            label={intl.formatMessage({ id: 'services.lastDay' })}
            required
            value={form.lastDay}
            onChange={(event) => set('lastDay', event.currentTarget.value)}
            error={errors.lastDay}
          />
        </Group>
        <Select
          label={intl.formatMessage({ id: 'services.instructor' })}
          placeholder={intl.formatMessage({ id: 'services.noInstructor' })}
          description={intl.formatMessage({ id: 'services.instructorHint' })}
          data={instructors}
          value={form.staffId}
          onChange={(staffId) => set('staffId', staffId)}
          clearable
          searchable
        />
        <Group grow align="flex-start">
          <NumberInput
            label={intl.formatMessage({ id: 'services.placesPerSession' })}
            min={1}
            max={1000}
            allowDecimal={false}
            required
            value={form.capacity}
            onChange={(capacity) => set('capacity', capacity)}
            error={errors.capacity}
          />
          <TextInput
            label={intl.formatMessage({ id: 'services.location' })}
            placeholder={intl.formatMessage({ id: 'services.locationExample' })}
            value={form.location}
            onChange={(event) => set('location', event.currentTarget.value)}
          />
        </Group>
        <Text size="sm" aria-live="polite">
          {sessions === 0
            ? intl.formatMessage({ id: 'services.makesNone' })
            : intl.formatMessage({ id: 'services.makes' }, { count: sessions })}
        </Text>
        <Stack gap="xs">
          <Button type="submit" loading={pending}>
            {intl.formatMessage({ id: 'services.schedule' })}
          </Button>
          <Button variant="default" onClick={onDone}>
            {intl.formatMessage({ id: 'services.cancel' })}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
