import { Button, Checkbox, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormattedMessage, useIntl } from 'react-intl';
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
  const intl = useIntl();
  const bufferInvalid = intl.formatMessage({ id: 'services.bufferInvalid' });
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
      bufferBefore: whole(0, 240, bufferInvalid),
      bufferAfter: whole(0, 240, bufferInvalid),
      minNoticeHours: (value) =>
        typeof value === 'number' && value >= 0 && value <= 720 && Number.isInteger(value * 60)
          ? null
          : intl.formatMessage({ id: 'services.noticeInvalid' }),
      maxAdvanceDays: whole(1, 730, intl.formatMessage({ id: 'services.advanceInvalid' })),
      windowHours: (value, values) =>
        !values.ownWindow ||
        (typeof value === 'number' && value >= 0 && value <= 8760 && Number.isInteger(value * 60))
          ? null
          : intl.formatMessage({ id: 'services.windowInvalid' }),
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
      intl.formatMessage({ id: 'services.rulesSaved' }),
    );
    if (saved) form.resetDirty();
  });

  return (
    <Stack maw={640}>
      <SectionHeader title={intl.formatMessage({ id: 'services.tabRules' })}>
        {intl.formatMessage({ id: 'services.rulesIntro' })}
      </SectionHeader>
      <form
        noValidate
        aria-label={intl.formatMessage({ id: 'services.tabRules' })}
        onSubmit={submit}
      >
        <fieldset disabled={!canEdit} style={{ border: 0, padding: 0, margin: 0 }}>
          <Stack>
            <Group grow align="flex-start">
              <NumberInput
                label={intl.formatMessage({ id: 'services.bufferBefore' })}
                min={0}
                max={240}
                allowDecimal={false}
                {...form.getInputProps('bufferBefore')}
              />
              <NumberInput
                label={intl.formatMessage({ id: 'services.bufferAfter' })}
                min={0}
                max={240}
                allowDecimal={false}
                {...form.getInputProps('bufferAfter')}
              />
            </Group>
            <Group grow align="flex-start">
              <NumberInput
                label={intl.formatMessage({ id: 'services.minNotice' })}
                description={intl.formatMessage({ id: 'services.minNoticeHint' })}
                min={0}
                max={720}
                decimalScale={2}
                {...form.getInputProps('minNoticeHours')}
              />
              <NumberInput
                label={intl.formatMessage({ id: 'services.maxAdvance' })}
                min={1}
                max={730}
                allowDecimal={false}
                {...form.getInputProps('maxAdvanceDays')}
              />
            </Group>
            <Checkbox
              label={intl.formatMessage({ id: 'services.ownWindow' })}
              description={intl.formatMessage({ id: 'services.ownWindowHint' })}
              {...form.getInputProps('ownWindow', { type: 'checkbox' })}
            />
            {form.values.ownWindow ? (
              <NumberInput
                label={intl.formatMessage({ id: 'services.window' })}
                description={intl.formatMessage({ id: 'services.windowHint' })}
                min={0}
                decimalScale={2}
                {...form.getInputProps('windowHours')}
              />
            ) : (
              <Text size="sm">
                {role === 'owner' ? (
                  <FormattedMessage
                    id="services.policiesOwner"
                    values={{
                      link: (chunks) => <TextLink to="/t/settings/">{chunks}</TextLink>,
                    }}
                  />
                ) : (
                  intl.formatMessage({ id: 'services.policiesOthers' })
                )}
              </Text>
            )}
            {canEdit ? (
              <Group>
                <Button type="submit" loading={form.submitting}>
                  {intl.formatMessage({ id: 'services.saveRules' })}
                </Button>
              </Group>
            ) : null}
          </Stack>
        </fieldset>
      </form>
    </Stack>
  );
}
