import { Button, Group, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext, useRouter } from '@tanstack/react-router';
import { notifyFailed, notifySaved } from '@/components/notify';
import { SectionHeader } from '@/components/section-header';
import {
  settingsKeys,
  tenantSettingsQuery,
  updateTenantSettings,
} from '@/features/settings/queries';
import { tenancyKeys } from '@/features/tenancy/queries';
import { useMembership } from '@/features/tenancy/use-tenant';

const currencyNames = new Intl.DisplayNames(undefined, { type: 'currency' });
const currencies = Intl.supportedValuesOf('currency').map((code) => ({
  value: code,
  label: `${code} · ${currencyNames.of(code) ?? code}`,
}));
const zones = Intl.supportedValuesOf('timeZone');

/** Name, contact, address, time zone and currency: owners only. */
export function BusinessProfileForm() {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const queryClient = useQueryClient();
  const router = useRouter();
  const { tenant } = useMembership();
  const { data: settings } = useSuspenseQuery(tenantSettingsQuery(supabase, tenant.id));
  const form = useForm({
    initialValues: {
      name: settings.name,
      contact_email: settings.contact_email ?? '',
      contact_phone: settings.contact_phone ?? '',
      address: settings.address ?? '',
      time_zone: settings.time_zone,
      currency: settings.currency,
    },
    validate: {
      name: (value) =>
        value.trim().length < 1 || value.trim().length > 120
          ? 'Give the business a name of up to 120 characters.'
          : null,
      contact_email: (value) =>
        value.trim() === '' || /^[^@\s]+@[^@\s]+$/.test(value.trim())
          ? null
          : 'Enter an email address such as hello@example.com.',
      time_zone: (value) => (value ? null : 'Choose the time zone you work in.'),
      currency: (value) => (value ? null : 'Choose the currency you charge in.'),
    },
  });
  const zoneOptions = zones.includes(settings.time_zone) ? zones : [settings.time_zone, ...zones];

  const submit = form.onSubmit(async (values) => {
    try {
      const saved = await updateTenantSettings(supabase, tenant.id, {
        name: values.name.trim(),
        contact_email: values.contact_email.trim() || null,
        contact_phone: values.contact_phone.trim() || null,
        address: values.address.trim() || null,
        time_zone: values.time_zone,
        currency: values.currency,
      });
      queryClient.setQueryData(settingsKeys.tenant(tenant.id), saved);
      // The shell shows the business from the memberships: its name, zone and currency.
      await queryClient.invalidateQueries({ queryKey: tenancyKeys.all, refetchType: 'all' });
      await router.invalidate();
      notifySaved('The business profile is saved.');
      form.resetDirty();
    } catch (error) {
      notifyFailed(error, 'The business profile was not saved');
    }
  });

  return (
    <Stack>
      <SectionHeader title="Business profile">
        How clients see and reach {settings.name}. Its booking address stays
        /client-access/signup?tenant=
        {settings.slug}.
      </SectionHeader>
      <form noValidate aria-label="Business profile" onSubmit={submit}>
        <Stack>
          <TextInput label="Business name" required {...form.getInputProps('name')} />
          <Group grow align="flex-start">
            <TextInput
              label="Contact email"
              type="email"
              {...form.getInputProps('contact_email')}
            />
            <TextInput label="Contact phone" type="tel" {...form.getInputProps('contact_phone')} />
          </Group>
          <Textarea
            label="Address"
            description="Where clients find you: in their messages, and in how search results and shared links describe your booking page."
            autosize
            minRows={2}
            {...form.getInputProps('address')}
          />
          <Group grow align="flex-start">
            <Select
              label="Time zone"
              description="Hours and timetables are local times in this zone."
              data={zoneOptions}
              searchable
              allowDeselect={false}
              required
              {...form.getInputProps('time_zone')}
            />
            <Select
              label="Currency"
              description="For new prices; existing ones keep theirs."
              data={currencies}
              searchable
              allowDeselect={false}
              required
              {...form.getInputProps('currency')}
            />
          </Group>
          <Group>
            <Button type="submit" loading={form.submitting}>
              Save profile
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
