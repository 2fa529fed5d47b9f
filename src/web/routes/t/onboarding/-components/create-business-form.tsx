import { Button, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { FormError } from '@/features/auth/form-error';
import { dataErrorMessage, type DataError } from '@/features/data/data-error';
import { createBusiness } from '@/features/tenancy/mutations';
import { addressProblem, suggestAddress } from '@/features/tenancy/business-address';
import { rememberTenant } from '@/features/tenancy/current-tenant';
import { refetchMemberships, slugAvailableQuery } from '@/features/tenancy/queries';

const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

const currencyNames = new Intl.DisplayNames(undefined, { type: 'currency' });
const currencies = Intl.supportedValuesOf('currency').map((code) => ({
  value: code,
  label: `${code} · ${currencyNames.of(code) ?? code}`,
}));

// Browsers list canonical zones only; one set to plain UTC still gets its own zone offered.
const knownZones = Intl.supportedValuesOf('timeZone');
const zones = knownZones.includes(browserZone) ? knownZones : [browserZone, ...knownZones];

// Both lists run to hundreds: typing finds an entry, and one is always chosen.
const longChoice = { searchable: true, required: true, allowDeselect: false } as const;

/** The owner's first step: the business's name, web address, time zone and currency. */
export function CreateBusinessForm({ userId }: { userId: string }) {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [addressEdited, setAddressEdited] = useState(false);
  const [error, setError] = useState<string>();
  const form = useForm({
    initialValues: { name: '', slug: '', timeZone: browserZone, currency: 'EUR' },
    validate: {
      name: (value) => (value.trim() === '' ? 'Give your business a name.' : null),
      slug: (value) => addressProblem(value) ?? null,
      timeZone: (value) => (value === '' ? 'Choose the time zone you work in.' : null),
      currency: (value) => (value === '' ? 'Choose the currency you charge in.' : null),
    },
  });
  const [slug] = useDebouncedValue(form.values.slug, 300);
  const availability = useQuery({
    ...slugAvailableQuery(supabase, slug),
    enabled: addressProblem(slug) === undefined,
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
    <form noValidate aria-label="Create your business" onSubmit={submit}>
      <Stack>
        <FormError message={error} />
        <TextInput
          label="Business name"
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
          label="Web address"
          description={
            taken
              ? undefined
              : availability.data === true && slug === form.values.slug
                ? `Free: your clients will book at /client-access/signup?tenant=${slug}`
                : 'Lower-case letters, digits and hyphens; used in your booking links.'
          }
          required
          {...form.getInputProps('slug')}
          error={form.errors.slug ?? (taken ? 'This address is taken: try another.' : undefined)}
          onChange={(event) => {
            setAddressEdited(true);
            form.setFieldValue('slug', event.currentTarget.value.toLowerCase());
          }}
        />
        <Select
          label="Time zone"
          description="Your opening hours and timetable are in this zone."
          data={zones}
          {...longChoice}
          {...form.getInputProps('timeZone')}
        />
        <Select
          label="Currency"
          data={currencies}
          {...longChoice}
          {...form.getInputProps('currency')}
        />
        <Button type="submit" loading={form.submitting} disabled={taken}>
          Create business
        </Button>
      </Stack>
    </form>
  );
}
