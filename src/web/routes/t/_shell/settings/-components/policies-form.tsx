import { Button, Group, NumberInput, Radio, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { notifyFailed, notifySaved } from '@/components/notify';
import { SectionHeader } from '@/components/section-header';
import {
  hoursToMinutes,
  minorToText,
  minutesToHours,
  parseFee,
} from '@/features/settings/policy-values';
import {
  settingsKeys,
  tenantSettingsQuery,
  updateTenantSettings,
} from '@/features/settings/queries';
import { useMembership } from '@/features/tenancy/use-tenant';

/** Cancellation, waitlist and documents rules; every booking RPC reads them from the tenant row. */
export function PoliciesForm() {
  const intl = useIntl();
  const { formatMessage } = intl;
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const queryClient = useQueryClient();
  const { tenant } = useMembership();
  const { data: settings } = useSuspenseQuery(tenantSettingsQuery(supabase, tenant.id));
  const currency = settings.currency;
  const form = useForm({
    initialValues: {
      windowHours: minutesToHours(settings.cancellation_window_minutes) as number | string,
      fee: minorToText(settings.late_cancel_fee_minor, currency),
      noShowFee: minorToText(settings.no_show_fee_minor, currency),
      waitlistEnabled: settings.waitlist_enabled,
      waitlistMode: settings.waitlist_mode as string,
      offerMinutes: settings.waitlist_offer_minutes as number | string,
      documentsFirst: settings.documents_before_first_booking,
      phoneFirst: settings.phone_required_to_book,
    },
    validate: {
      windowHours: (value) =>
        hoursToMinutes(value) === null
          ? formatMessage({ id: 'settings.cancellationWindowInvalid' })
          : null,
      fee: (value) => parseFee(value, currency, intl).problem,
      noShowFee: (value) => parseFee(value, currency, intl).problem,
      offerMinutes: (value, values) =>
        values.waitlistMode !== 'offer' ||
        (typeof value === 'number' && Number.isInteger(value) && value > 0)
          ? null
          : formatMessage({ id: 'settings.offerLastsInvalid' }),
    },
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const saved = await updateTenantSettings(supabase, tenant.id, {
        cancellation_window_minutes: hoursToMinutes(values.windowHours) ?? 0,
        late_cancel_fee_minor: parseFee(values.fee, currency, intl).minor ?? 0,
        no_show_fee_minor: parseFee(values.noShowFee, currency, intl).minor ?? 0,
        waitlist_enabled: values.waitlistEnabled,
        waitlist_mode: values.waitlistMode === 'offer' ? 'offer' : 'auto',
        waitlist_offer_minutes: Number(values.offerMinutes),
        documents_before_first_booking: values.documentsFirst,
        phone_required_to_book: values.phoneFirst,
      });
      queryClient.setQueryData(settingsKeys.tenant(tenant.id), saved);
      notifySaved(formatMessage({ id: 'settings.policiesSaved' }));
      form.resetDirty();
    } catch (error) {
      notifyFailed(error, formatMessage({ id: 'settings.policiesNotSaved' }));
    }
  });

  return (
    <Stack>
      <SectionHeader title={formatMessage({ id: 'settings.policiesTitle' })}>
        <FormattedMessage id="settings.policiesIntro" />
      </SectionHeader>
      <form
        noValidate
        aria-label={formatMessage({ id: 'settings.policiesTitle' })}
        onSubmit={submit}
      >
        <Stack>
          <Group grow align="flex-start">
            <NumberInput
              label={formatMessage({ id: 'settings.cancellationWindow' })}
              description={formatMessage({ id: 'settings.cancellationWindowHint' })}
              min={0}
              decimalScale={2}
              {...form.getInputProps('windowHours')}
            />
            <TextInput
              label={formatMessage({ id: 'settings.lateCancelFee' }, { currency })}
              description={formatMessage({ id: 'settings.lateCancelFeeHint' })}
              inputMode="decimal"
              {...form.getInputProps('fee')}
            />
          </Group>
          <TextInput
            label={formatMessage({ id: 'settings.noShowFee' }, { currency })}
            description={formatMessage({ id: 'settings.noShowFeeHint' })}
            inputMode="decimal"
            maw={{ base: '100%', sm: 'calc(50% - var(--mantine-spacing-md) / 2)' }}
            {...form.getInputProps('noShowFee')}
          />
          <Switch
            label={formatMessage({ id: 'settings.waitlist' })}
            {...form.getInputProps('waitlistEnabled', { type: 'checkbox' })}
          />
          <Radio.Group
            label={formatMessage({ id: 'settings.freedPlace' })}
            {...form.getInputProps('waitlistMode')}
          >
            <Stack gap="xs" mt="xs">
              <Radio
                value="auto"
                label={formatMessage({ id: 'settings.freedPlaceToFirst' })}
                disabled={!form.values.waitlistEnabled}
              />
              <Radio
                value="offer"
                label={formatMessage({ id: 'settings.freedPlaceOffered' })}
                disabled={!form.values.waitlistEnabled}
              />
            </Stack>
          </Radio.Group>
          {form.values.waitlistMode === 'offer' ? (
            <NumberInput
              label={formatMessage({ id: 'settings.offerLasts' })}
              description={formatMessage({ id: 'settings.offerLastsHint' })}
              min={1}
              allowDecimal={false}
              disabled={!form.values.waitlistEnabled}
              {...form.getInputProps('offerMinutes')}
            />
          ) : null}
          <Switch
            label={formatMessage({ id: 'settings.documentsFirst' })}
            description={formatMessage({ id: 'settings.documentsFirstHint' })}
            {...form.getInputProps('documentsFirst', { type: 'checkbox' })}
          />
          <Switch
            label={formatMessage({ id: 'settings.phoneFirst' })}
            description={formatMessage({ id: 'settings.phoneFirstHint' })}
            {...form.getInputProps('phoneFirst', { type: 'checkbox' })}
          />
          <Group>
            <Button type="submit" loading={form.submitting}>
              <FormattedMessage id="settings.savePolicies" />
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
