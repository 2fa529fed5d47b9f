import {
  Button,
  Group,
  MultiSelect,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { notifySaved } from '@/components/notify';
import { FormError } from '@/features/auth/form-error';
import { refreshMemberships, savePlan } from '@/features/memberships/mutations';
import { planForm, readPlanForm, type PlanForm } from '@/features/memberships/plan-form';
import { periodWords } from '@/features/memberships/plan-terms';
import { classServicesQuery, type Plan } from '@/features/memberships/queries';
import { useMembership } from '@/features/tenancy/use-tenant';

/**
 * Every term of a plan (issue 35, point 1) in one form. The fields a plan may leave out are
 * empty rather than switched off, each saying what empty means.
 */
export function PlanFormFields({ plan, onDone }: { plan: Plan | null; onDone: () => void }) {
  const intl = useIntl();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const queryClient = useQueryClient();
  const { tenant } = useMembership();
  const currency = plan?.currency ?? tenant.currency;
  const { data: classes } = useSuspenseQuery(classServicesQuery(supabase, tenant.id));
  const [error, setError] = useState<string>();
  const form = useForm<PlanForm>({
    initialValues: planForm(plan, currency),
    validate: (values) => {
      const read = readPlanForm(values, currency, intl);
      return read.ok ? {} : read.errors;
    },
  });
  const submit = form.onSubmit(async (values) => {
    const read = readPlanForm(values, currency, intl);
    if (!read.ok) return;
    setError(undefined);
    try {
      const saved = await savePlan(
        supabase,
        { tenantId: tenant.id, currency },
        read.row,
        read.serviceIds,
        plan?.id,
      );
      await refreshMemberships(queryClient, tenant.id);
      notifySaved(intl.formatMessage({ id: 'memberships.planSaved' }, { name: saved.name }));
      onDone();
    } catch (thrown) {
      setError(thrown instanceof Error ? thrown.message : String(thrown));
    }
  });
  const money = (
    id: 'memberships.price' | 'memberships.joiningFee' | 'memberships.firstPeriodPrice',
  ) => intl.formatMessage({ id }, { currency });
  // A class taken off sale stays chosen on a plan that covers it, and can be removed.
  const choices = classes
    .filter((service) => service.active || form.values.serviceIds.includes(service.id))
    .map((service) => ({ value: service.id, label: service.name }));

  return (
    <form
      noValidate
      aria-label={
        plan === null
          ? intl.formatMessage({ id: 'memberships.newPlan' })
          : intl.formatMessage({ id: 'memberships.editPlanLabel' }, { name: plan.name })
      }
      onSubmit={submit}
    >
      <Stack>
        <FormError message={error} />
        <TextInput
          label={intl.formatMessage({ id: 'memberships.name' })}
          required
          data-autofocus
          {...form.getInputProps('name')}
        />
        <Textarea
          label={intl.formatMessage({ id: 'memberships.description' })}
          autosize
          minRows={2}
          {...form.getInputProps('description')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={money('memberships.price')}
            inputMode="decimal"
            required
            {...form.getInputProps('price')}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="plan-period">
              {intl.formatMessage({ id: 'memberships.period' })}
            </Text>
            <SegmentedControl
              aria-labelledby="plan-period"
              data={(['week', 'month', 'year'] as const).map((period) => ({
                value: period,
                label: intl.formatMessage({ id: periodWords[period] }),
              }))}
              {...form.getInputProps('period')}
            />
          </Stack>
        </SimpleGrid>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="plan-allowance">
            {intl.formatMessage({ id: 'memberships.allowanceKind' })}
          </Text>
          <SegmentedControl
            aria-labelledby="plan-allowance"
            data={[
              {
                value: 'limited',
                label: intl.formatMessage({ id: 'memberships.allowanceLimited' }),
              },
              { value: 'unlimited', label: intl.formatMessage({ id: 'memberships.unlimited' }) },
            ]}
            value={form.values.unlimited ? 'unlimited' : 'limited'}
            onChange={(value) => form.setFieldValue('unlimited', value === 'unlimited')}
          />
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {form.values.unlimited ? null : (
            <TextInput
              label={intl.formatMessage({ id: 'memberships.allowance' })}
              inputMode="numeric"
              required
              {...form.getInputProps('allowance')}
            />
          )}
          {form.values.unlimited ? null : (
            <TextInput
              label={intl.formatMessage({ id: 'memberships.carryOverCap' })}
              description={intl.formatMessage({ id: 'memberships.carryOverHint' })}
              inputMode="numeric"
              {...form.getInputProps('carryOverCap')}
            />
          )}
          <TextInput
            label={intl.formatMessage({ id: 'memberships.dailyLimit' })}
            description={intl.formatMessage({ id: 'memberships.dailyLimitHint' })}
            inputMode="numeric"
            {...form.getInputProps('dailyLimit')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={money('memberships.joiningFee')}
            description={intl.formatMessage({ id: 'memberships.joiningFeeHint' })}
            inputMode="decimal"
            {...form.getInputProps('joiningFee')}
          />
          <TextInput
            label={money('memberships.firstPeriodPrice')}
            description={intl.formatMessage({ id: 'memberships.firstPeriodHint' })}
            inputMode="decimal"
            {...form.getInputProps('firstPeriodPrice')}
          />
          <TextInput
            label={intl.formatMessage({ id: 'memberships.minimumPeriods' })}
            description={intl.formatMessage({ id: 'memberships.minimumPeriodsHint' })}
            inputMode="numeric"
            {...form.getInputProps('minimumPeriods')}
          />
          <TextInput
            label={intl.formatMessage({ id: 'memberships.noticeDays' })}
            inputMode="numeric"
            {...form.getInputProps('noticeDays')}
          />
        </SimpleGrid>
        {choices.length === 0 ? (
          <Text size="sm" c="red.8" role="alert">
            {intl.formatMessage({ id: 'memberships.noClassServices' })}
          </Text>
        ) : (
          <MultiSelect
            label={intl.formatMessage({ id: 'memberships.services' })}
            description={intl.formatMessage({ id: 'memberships.servicesHint' })}
            data={choices}
            required
            searchable
            {...form.getInputProps('serviceIds')}
          />
        )}
        <Switch
          label={intl.formatMessage({ id: 'memberships.planActive' })}
          description={intl.formatMessage({ id: 'memberships.planActiveHint' })}
          {...form.getInputProps('active', { type: 'checkbox' })}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {intl.formatMessage({ id: 'memberships.cancel' })}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {plan === null
              ? intl.formatMessage({ id: 'memberships.createPlan' })
              : intl.formatMessage({ id: 'memberships.savePlan' })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
