import { Button, Checkbox, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { SectionHeader } from '@/components/section-header';
import { TextLink } from '@/components/text-link';
import type { Service } from '@/features/services/queries';
import { useServiceChanges } from '@/features/services/use-service-changes';
import { useMembership } from '@/features/tenancy/use-tenant';

const whole = (min: number, max: number, message: string) => (value: number | string) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
    ? null
    : message;

/** Buffers, notice, horizon and the cancellation window, checked by the database's same bounds. */
export function ServiceRulesForm({ service, canEdit }: { service: Service; canEdit: boolean }) {
  const save = useServiceChanges(service);
  const { role } = useMembership();
  const form = useForm({
    initialValues: {
      bufferBefore: service.buffer_before_minutes as number | string,
      bufferAfter: service.buffer_after_minutes as number | string,
      minNoticeHours: (service.min_notice_minutes / 60) as number | string,
      maxAdvanceDays: service.max_advance_days as number | string,
      ownWindow: service.cancellation_window_minutes !== null,
      windowHours: ((service.cancellation_window_minutes ?? 1440) / 60) as number | string,
    },
    validate: {
      bufferBefore: whole(0, 240, 'Enter 0 to 240 minutes.'),
      bufferAfter: whole(0, 240, 'Enter 0 to 240 minutes.'),
      minNoticeHours: (value) =>
        typeof value === 'number' && value >= 0 && value <= 720 && Number.isInteger(value * 60)
          ? null
          : 'Enter 0 to 720 hours.',
      maxAdvanceDays: whole(1, 730, 'Enter 1 to 730 days.'),
      windowHours: (value, values) =>
        !values.ownWindow ||
        (typeof value === 'number' && value >= 0 && value <= 8760 && Number.isInteger(value * 60))
          ? null
          : 'Enter 0 hours or more.',
    },
  });

  const submit = form.onSubmit(async (values) => {
    const saved = await save(
      {
        buffer_before_minutes: Number(values.bufferBefore),
        buffer_after_minutes: Number(values.bufferAfter),
        min_notice_minutes: Math.round(Number(values.minNoticeHours) * 60),
        max_advance_days: Number(values.maxAdvanceDays),
        cancellation_window_minutes: values.ownWindow
          ? Math.round(Number(values.windowHours) * 60)
          : null,
      },
      'The booking rules are saved.',
    );
    if (saved) form.resetDirty();
  });

  return (
    <Stack maw={640}>
      <SectionHeader title="Booking rules">
        When clients may book and cancel this service. Buffers keep the staff member free before and
        after each booking.
      </SectionHeader>
      <form noValidate aria-label="Booking rules" onSubmit={submit}>
        <fieldset disabled={!canEdit} style={{ border: 0, padding: 0, margin: 0 }}>
          <Stack>
            <Group grow align="flex-start">
              <NumberInput
                label="Buffer before (minutes)"
                min={0}
                max={240}
                allowDecimal={false}
                {...form.getInputProps('bufferBefore')}
              />
              <NumberInput
                label="Buffer after (minutes)"
                min={0}
                max={240}
                allowDecimal={false}
                {...form.getInputProps('bufferAfter')}
              />
            </Group>
            <Group grow align="flex-start">
              <NumberInput
                label="Minimum notice (hours)"
                description="How long before the start clients can still book."
                min={0}
                max={720}
                decimalScale={2}
                {...form.getInputProps('minNoticeHours')}
              />
              <NumberInput
                label="Book up to (days ahead)"
                min={1}
                max={730}
                allowDecimal={false}
                {...form.getInputProps('maxAdvanceDays')}
              />
            </Group>
            <Checkbox
              label="A cancellation window of its own"
              description="Otherwise the business's cancellation window applies."
              {...form.getInputProps('ownWindow', { type: 'checkbox' })}
            />
            {form.values.ownWindow ? (
              <NumberInput
                label="Cancellation window (hours before the start)"
                description="Cancelling later counts as a late cancellation."
                min={0}
                decimalScale={2}
                {...form.getInputProps('windowHours')}
              />
            ) : (
              <Text size="sm">
                The business's policies (late-cancel fee, waitlist) apply.{' '}
                {role === 'owner' ? (
                  <TextLink to="/t/settings/">Change them in Settings</TextLink>
                ) : (
                  'The owner changes them in Settings.'
                )}
              </Text>
            )}
            {canEdit ? (
              <Group>
                <Button type="submit" loading={form.submitting}>
                  Save rules
                </Button>
              </Group>
            ) : null}
          </Stack>
        </fieldset>
      </form>
    </Stack>
  );
}
