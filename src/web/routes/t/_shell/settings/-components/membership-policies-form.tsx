import { Button, Group, Radio, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { notifyFailed, notifySaved } from '@/components/notify';
import { SectionHeader } from '@/components/section-header';
import { parseRetryDays, retryDaysText } from '@/features/memberships/retry-days';
import { wholeNumber } from '@/features/services/service-options';
import {
  settingsKeys,
  tenantSettingsQuery,
  updateTenantSettings,
} from '@/features/settings/queries';
import { useMembership } from '@/features/tenancy/use-tenant';

/**
 * Settings › Policies for memberships (issue 35, points 2 and 4): the days a declined renewal
 * is tried again, how long booking goes on while it is unpaid, and what a late cancel of a
 * class booked with a membership costs. The billing worker and the booking functions read them
 * from the tenant row.
 */
export function MembershipPoliciesForm() {
  const intl = useIntl();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const queryClient = useQueryClient();
  const { tenant } = useMembership();
  const { data: settings } = useSuspenseQuery(tenantSettingsQuery(supabase, tenant.id));
  const form = useForm({
    initialValues: {
      retryDays: retryDaysText(settings.membership_retry_days),
      graceDays: String(settings.membership_grace_days),
      lateCancel: settings.membership_late_cancel as string,
    },
    validate: {
      retryDays: (value) =>
        parseRetryDays(value) === null
          ? intl.formatMessage({ id: 'memberships.retryDaysInvalid' })
          : null,
      graceDays: (value) =>
        wholeNumber(value, 0, 60) === null
          ? intl.formatMessage({ id: 'memberships.graceDaysInvalid' })
          : null,
    },
  });
  const submit = form.onSubmit(async (values) => {
    try {
      const saved = await updateTenantSettings(supabase, tenant.id, {
        membership_retry_days: parseRetryDays(values.retryDays) ?? [],
        membership_grace_days: wholeNumber(values.graceDays, 0, 60) ?? 0,
        membership_late_cancel: values.lateCancel === 'fee' ? 'fee' : 'use',
      });
      queryClient.setQueryData(settingsKeys.tenant(tenant.id), saved);
      form.setValues({ retryDays: retryDaysText(saved.membership_retry_days) });
      form.resetDirty();
      notifySaved(intl.formatMessage({ id: 'memberships.policiesSaved' }));
    } catch (error) {
      notifyFailed(error, intl.formatMessage({ id: 'memberships.policiesNotSaved' }));
    }
  });
  const title = intl.formatMessage({ id: 'memberships.policiesTitle' });
  return (
    <Stack>
      <SectionHeader title={title}>
        {intl.formatMessage({ id: 'memberships.policiesIntro' })}
      </SectionHeader>
      <form noValidate aria-label={title} onSubmit={submit}>
        <Stack>
          <Group grow align="flex-start">
            <TextInput
              label={intl.formatMessage({ id: 'memberships.retryDays' })}
              description={intl.formatMessage({ id: 'memberships.retryDaysHint' })}
              {...form.getInputProps('retryDays')}
            />
            <TextInput
              label={intl.formatMessage({ id: 'memberships.graceDays' })}
              description={intl.formatMessage({ id: 'memberships.graceDaysHint' })}
              inputMode="numeric"
              {...form.getInputProps('graceDays')}
            />
          </Group>
          <Radio.Group
            label={intl.formatMessage({ id: 'memberships.lateCancel' })}
            {...form.getInputProps('lateCancel')}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="use" label={intl.formatMessage({ id: 'memberships.lateCancelUse' })} />
              <Radio value="fee" label={intl.formatMessage({ id: 'memberships.lateCancelFee' })} />
            </Stack>
          </Radio.Group>
          <Group>
            <Button type="submit" loading={form.submitting}>
              {intl.formatMessage({ id: 'memberships.savePolicies' })}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
