import { Button, Group, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext, useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { notifyFailed, notifySaved } from '@/components/notify';
import { SectionHeader } from '@/components/section-header';
import {
  settingsKeys,
  tenantSettingsQuery,
  updateTenantSettings,
} from '@/features/settings/queries';
import { tenancyKeys } from '@/features/tenancy/queries';
import { useMembership } from '@/features/tenancy/use-tenant';
import { localeName, locales } from '@shared/i18n/locales.ts';

const currencyCodes = Intl.supportedValuesOf('currency');
const zones = Intl.supportedValuesOf('timeZone');
// Each language by its own name, as a person looks for theirs.
const languages = locales.map((locale) => ({ value: locale, label: localeName(locale) }));

/**
 * Name, contact, address, time zone, currency and language: owners only. The first section in
 * the reader's language (issue 34): its words are messages/<locale>/settings.ts.
 */
export function BusinessProfileForm() {
  const { formatMessage, locale } = useIntl();
  // Each currency by its code and its name in the language shown: "EUR · Euro".
  const currencies = useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'currency' });
    return currencyCodes.map((code) => ({
      value: code,
      label: formatMessage(
        { id: 'settings.currencyOption' },
        { code, name: names.of(code) ?? code },
      ),
    }));
  }, [formatMessage, locale]);
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
      locale: settings.locale,
    },
    validate: {
      name: (value) =>
        value.trim().length < 1 || value.trim().length > 120
          ? formatMessage({ id: 'settings.nameInvalid' })
          : null,
      contact_email: (value) =>
        value.trim() === '' || /^[^@\s]+@[^@\s]+$/.test(value.trim())
          ? null
          : formatMessage({ id: 'settings.contactEmailInvalid' }),
      time_zone: (value) => (value ? null : formatMessage({ id: 'settings.timeZoneMissing' })),
      currency: (value) => (value ? null : formatMessage({ id: 'settings.currencyMissing' })),
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
        locale: values.locale,
      });
      queryClient.setQueryData(settingsKeys.tenant(tenant.id), saved);
      // The shell shows the business from the memberships: its name, zone and currency.
      await queryClient.invalidateQueries({ queryKey: tenancyKeys.all, refetchType: 'all' });
      await router.invalidate();
      notifySaved(formatMessage({ id: 'settings.profileSaved' }));
      form.resetDirty();
    } catch (error) {
      notifyFailed(error, formatMessage({ id: 'settings.profileNotSaved' }));
    }
  });

  return (
    <Stack>
      <SectionHeader title={formatMessage({ id: 'settings.profileTitle' })}>
        {formatMessage(
          { id: 'settings.profileIntro' },
          { business: settings.name, slug: settings.slug },
        )}
      </SectionHeader>
      <form
        noValidate
        aria-label={formatMessage({ id: 'settings.profileTitle' })}
        onSubmit={submit}
      >
        <Stack>
          <TextInput
            label={formatMessage({ id: 'settings.name' })}
            required
            {...form.getInputProps('name')}
          />
          <Group grow align="flex-start">
            <TextInput
              label={formatMessage({ id: 'settings.contactEmail' })}
              type="email"
              {...form.getInputProps('contact_email')}
            />
            <TextInput
              label={formatMessage({ id: 'settings.contactPhone' })}
              type="tel"
              {...form.getInputProps('contact_phone')}
            />
          </Group>
          <Textarea
            label={formatMessage({ id: 'settings.address' })}
            description={formatMessage({ id: 'settings.addressHint' })}
            autosize
            minRows={2}
            {...form.getInputProps('address')}
          />
          <Group grow align="flex-start">
            <Select
              label={formatMessage({ id: 'settings.timeZone' })}
              description={formatMessage({ id: 'settings.timeZoneHint' })}
              data={zoneOptions}
              searchable
              allowDeselect={false}
              required
              {...form.getInputProps('time_zone')}
            />
            <Select
              label={formatMessage({ id: 'settings.currency' })}
              description={formatMessage({ id: 'settings.currencyHint' })}
              data={currencies}
              searchable
              allowDeselect={false}
              required
              {...form.getInputProps('currency')}
            />
          </Group>
          <Select
            label={formatMessage({ id: 'settings.language' })}
            description={formatMessage({ id: 'settings.languageHint' })}
            data={languages}
            allowDeselect={false}
            required
            maw={360}
            {...form.getInputProps('locale')}
          />
          <Group>
            <Button type="submit" loading={form.submitting}>
              {formatMessage({ id: 'settings.saveProfile' })}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
