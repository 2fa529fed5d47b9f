import { Button, Group, NumberInput, Radio, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
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
      windowHours: (value) => (hoursToMinutes(value) === null ? 'Enter 0 hours or more.' : null),
      fee: (value) => parseFee(value, currency).problem,
      noShowFee: (value) => parseFee(value, currency).problem,
      offerMinutes: (value, values) =>
        values.waitlistMode !== 'offer' ||
        (typeof value === 'number' && Number.isInteger(value) && value > 0)
          ? null
          : 'Enter how many minutes an offer lasts (1 or more).',
    },
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const saved = await updateTenantSettings(supabase, tenant.id, {
        cancellation_window_minutes: hoursToMinutes(values.windowHours) ?? 0,
        late_cancel_fee_minor: parseFee(values.fee, currency).minor ?? 0,
        no_show_fee_minor: parseFee(values.noShowFee, currency).minor ?? 0,
        waitlist_enabled: values.waitlistEnabled,
        waitlist_mode: values.waitlistMode === 'offer' ? 'offer' : 'auto',
        waitlist_offer_minutes: Number(values.offerMinutes),
        documents_before_first_booking: values.documentsFirst,
        phone_required_to_book: values.phoneFirst,
      });
      queryClient.setQueryData(settingsKeys.tenant(tenant.id), saved);
      notifySaved('The policies are saved. They apply to cancellations and waitlists from now on.');
      form.resetDirty();
    } catch (error) {
      notifyFailed(error, 'The policies were not saved');
    }
  });

  return (
    <Stack>
      <SectionHeader title="Policies">
        What happens when clients cancel late or do not come, how freed places go to the waitlist,
        and what clients sign before they book. A service may have its own cancellation window.
      </SectionHeader>
      <form noValidate aria-label="Policies" onSubmit={submit}>
        <Stack>
          <Group grow align="flex-start">
            <NumberInput
              label="Cancellation window (hours)"
              description="Cancelling later than this before the start is late."
              min={0}
              decimalScale={2}
              {...form.getInputProps('windowHours')}
            />
            <TextInput
              label={`Late-cancel fee (${currency})`}
              description="Charged instead of a refund; 0 for none."
              inputMode="decimal"
              {...form.getInputProps('fee')}
            />
          </Group>
          <TextInput
            label={`No-show fee (${currency})`}
            description="Charged once, at check-in, when a client who booked is marked as not come; taken back if you mark them present after all. The client gets a no-show fee email. 0 for none."
            inputMode="decimal"
            maw={{ base: '100%', sm: 'calc(50% - var(--mantine-spacing-md) / 2)' }}
            {...form.getInputProps('noShowFee')}
          />
          <Switch
            label="Waitlist when a session is full"
            {...form.getInputProps('waitlistEnabled', { type: 'checkbox' })}
          />
          <Radio.Group label="When a place frees up" {...form.getInputProps('waitlistMode')}>
            <Stack gap="xs" mt="xs">
              <Radio
                value="auto"
                label="Give it to the first on the waitlist at once"
                disabled={!form.values.waitlistEnabled}
              />
              <Radio
                value="offer"
                label="Offer it to the first, who must accept in time"
                disabled={!form.values.waitlistEnabled}
              />
            </Stack>
          </Radio.Group>
          {form.values.waitlistMode === 'offer' ? (
            <NumberInput
              label="An offer lasts (minutes)"
              description="Then it passes to the next person."
              min={1}
              allowDecimal={false}
              disabled={!form.values.waitlistEnabled}
              {...form.getInputProps('offerMinutes')}
            />
          ) : null}
          <Switch
            label="Clients sign the required documents before their first booking"
            description="Mark the documents in Client documents below. Staff booking at the desk are not stopped."
            {...form.getInputProps('documentsFirst', { type: 'checkbox' })}
          />
          <Switch
            label="New clients give a phone number when they book online"
            description="Asked on the booking page of someone booking for the first time."
            {...form.getInputProps('phoneFirst', { type: 'checkbox' })}
          />
          <Group>
            <Button type="submit" loading={form.submitting}>
              Save policies
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
