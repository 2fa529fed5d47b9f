import { Button, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { FormError } from '@/features/auth/form-error';
import { dataErrorMessage, type DataError } from '@/features/data/data-error';
import { createBusiness } from '@/features/tenancy/mutations';
import { addressProblem, suggestAddress } from '@/features/tenancy/business-address';
import { rememberTenant } from '@/features/tenancy/current-tenant';
import { refetchMemberships, slugAvailableQuery } from '@/features/tenancy/queries';

const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

const currencyCodes = Intl.supportedValuesOf('currency');

// Browsers list canonical zones only; one set to plain UTC still gets its own zone offered.
const knownZones = Intl.supportedValuesOf('timeZone');
const zones = knownZones.includes(browserZone) ? knownZones : [browserZone, ...knownZones];

// Both lists run to hundreds: typing finds an entry, and one is always chosen.
const longChoice = { searchable: true, required: true, allowDeselect: false } as const;

/** The owner's first step: the business's name, web address, time zone and currency. */
export function CreateBusinessForm({ userId }: { userId: string }) {
  const intl = useIntl();
  // Each currency by its code and its name in the reader's language.
  const currencies = useMemo(() => {
    const names = new Intl.DisplayNames(intl.locale, { type: 'currency' });
    return currencyCodes.map((code) => ({
      value: code,
      label: intl.formatMessage(
        { id: 'auth.currencyOption' },
        { code, name: names.of(code) ?? code },
      ),
    }));
  }, [intl]);
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [addressEdited, setAddressEdited] = useState(false);
  const [error, setError] = useState<string>();
  const form = useForm({
    initialValues: { name: '', slug: '', timeZone: browserZone, currency: 'EUR' },
    validate: {
      name: (value) =>
        value.trim() === '' ? intl.formatMessage({ id: 'auth.businessNameMissing' }) : null,
      slug: (value) => addressProblem(value, intl) ?? null,
      timeZone: (value) =>
        value === '' ? intl.formatMessage({ id: 'auth.timeZoneMissing' }) : null,
      currency: (value) =>
        value === '' ? intl.formatMessage({ id: 'auth.currencyMissing' }) : null,
    },
  });
  const [slug] = useDebouncedValue(form.values.slug, 300);
  const availability = useQuery({
    ...slugAvailableQuery(supabase, slug),
    enabled: addressProblem(slug, intl) === undefined,
  });
  const taken = availability.data === false && slug === form.values.slug;

  const submit = form.onSubmit(async (values) => {
    setError(undefined);
    let business;
    try {
      business = await createBusiness(supabase, values);
    } catch (thrown) {
      const refused = thrown as DataError;
      if (refused.code === 'slug_taken') form.setFieldError('slug', refused.message);
      else setError(dataErrorMessage(refused));
      return;
    }
    rememberTenant('staff', userId, business.id);
    await refetchMemberships(queryClient, userId);
    await navigate({ to: '/t' });
  });

  return (
    <form
      noValidate
      aria-label={intl.formatMessage({ id: 'auth.createBusinessFormLabel' })}
      onSubmit={submit}
    >
      <Stack>
        <FormError message={error} />
        <TextInput
          label={intl.formatMessage({ id: 'auth.businessName' })}
          autoComplete="organization"
          required
          {...form.getInputProps('name')}
          onChange={(event) => {
            const name = event.currentTarget.value;
            form.setFieldValue('name', name);
            if (!addressEdited) form.setFieldValue('slug', suggestAddress(name));
          }}
        />
        <TextInput
          label={intl.formatMessage({ id: 'auth.webAddress' })}
          description={
            taken
              ? undefined
              : availability.data === true && slug === form.values.slug
                ? intl.formatMessage({ id: 'auth.addressFree' }, { slug })
                : intl.formatMessage({ id: 'auth.addressHint' })
          }
          required
          {...form.getInputProps('slug')}
          error={
            form.errors.slug ??
            (taken ? intl.formatMessage({ id: 'auth.addressTaken' }) : undefined)
          }
          onChange={(event) => {
            setAddressEdited(true);
            form.setFieldValue('slug', event.currentTarget.value.toLowerCase());
          }}
        />
        <Select
          label={intl.formatMessage({ id: 'auth.timeZone' })}
          description={intl.formatMessage({ id: 'auth.timeZoneHint' })}
          data={zones}
          {...longChoice}
          {...form.getInputProps('timeZone')}
        />
        <Select
          label={intl.formatMessage({ id: 'auth.currency' })}
          data={currencies}
          {...longChoice}
          {...form.getInputProps('currency')}
        />
        <Button type="submit" loading={form.submitting} disabled={taken}>
          {intl.formatMessage({ id: 'auth.createBusiness' })}
        </Button>
      </Stack>
    </form>
  );
}
