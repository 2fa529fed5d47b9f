import { Button, Checkbox, Modal, Radio, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { notifySaved } from '@/components/notify';
import { FormError } from '@/features/auth/form-error';
import { dotted } from '@/features/clients/dotted';
import { paymentMethods } from '@/features/clients/ledger-lines';
import { refreshMemberships, sellPlan } from '@/features/memberships/mutations';
import { joinPlan } from '@/features/registration/mutations';
import { firstCharge, planPrice } from '@/features/memberships/plan-terms';
import type { Plan } from '@/features/memberships/queries';
import { formatMoney } from '@/features/tenancy/format-money';
import { useMembership } from '@/features/tenancy/use-tenant';
import { DeskCardSale } from './desk-card-sale';

/**
 * How a plan sold at the desk is paid: now (recorded) or owed, both renewing at the desk; or by
 * card, renewing from the saved card.
 */
type SaleWay = 'recorded' | 'owed' | 'card';

/**
 * "Sell a plan": staff choose one of the plans on sale and how its first period is paid. Paid
 * or owed at the desk, the membership is live at once and renews at the desk (sell_plan); by
 * card, the client agrees to the renewals and pays in the card form (join_plan). The dialog says
 * what the first payment is (its introductory price and joining fee) before staff confirm.
 */
export function SellPlanButton({
  clientId,
  clientName,
  plans,
}: {
  clientId: string;
  clientName: string;
  plans: Plan[];
}) {
  const intl = useIntl();
  const [opened, setOpened] = useState(false);
  const title = intl.formatMessage({ id: 'memberships.sellTitle' }, { name: clientName });
  return (
    <>
      <Button onClick={() => setOpened(true)}>
        {intl.formatMessage({ id: 'memberships.sellPlan' })}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={title}
        closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'memberships.close' }) }}
      >
        {opened && (
          <SellPlanForm
            label={title}
            clientId={clientId}
            clientName={clientName}
            plans={plans.filter((plan) => plan.active)}
            onDone={() => setOpened(false)}
          />
        )}
      </Modal>
    </>
  );
}

function SellPlanForm({
  label,
  clientId,
  clientName,
  plans,
  onDone,
}: {
  label: string;
  clientId: string;
  clientName: string;
  plans: Plan[];
  onDone: () => void;
}) {
  const intl = useIntl();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const queryClient = useQueryClient();
  const { tenant } = useMembership();
  const [error, setError] = useState<string>();
  const [joined, setJoined] = useState<string>();
  const form = useForm({
    initialValues: {
      planId: null as string | null,
      way: 'recorded' as SaleWay,
      method: 'card',
      consent: false,
    },
    validate: {
      planId: (value) => (value ? null : intl.formatMessage({ id: 'memberships.planMissing' })),
      consent: (value, values) =>
        values.way !== 'card' || value
          ? null
          : intl.formatMessage({ id: 'memberships.consentMissing' }),
    },
  });
  const plan = plans.find((candidate) => candidate.id === form.values.planId);
  const submit = form.onSubmit(async (values) => {
    if (!plan) return;
    setError(undefined);
    try {
      if (values.way === 'card') {
        const pending = await joinPlan(supabase, {
          tenantId: tenant.id,
          clientId,
          planId: plan.id,
        });
        setJoined(pending.id);
        return;
      }
      await sellPlan(supabase, {
        tenantId: tenant.id,
        clientId,
        planId: plan.id,
        paymentMethod: values.way === 'recorded' ? values.method : null,
      });
      await refreshMemberships(queryClient, tenant.id);
      notifySaved(
        intl.formatMessage({ id: 'memberships.sold' }, { name: clientName, plan: plan.name }),
      );
      onDone();
    } catch (thrown) {
      setError(thrown instanceof Error ? thrown.message : String(thrown));
    }
  });

  if (plans.length === 0)
    return <Text>{intl.formatMessage({ id: 'memberships.noPlansOnSale' })}</Text>;
  if (joined !== undefined)
    return <DeskCardSale clientId={clientId} subscriptionId={joined} onDone={onDone} />;
  return (
    <form noValidate aria-label={label} onSubmit={submit}>
      <Stack>
        <FormError message={error} />
        <Select
          label={intl.formatMessage({ id: 'memberships.plan' })}
          data={plans.map((choice) => ({
            value: choice.id,
            label: dotted([choice.name, planPrice(choice, intl)], intl),
          }))}
          required
          allowDeselect={false}
          {...form.getInputProps('planId')}
        />
        {plan && (
          <Text size="sm" fw={500}>
            {intl.formatMessage(
              { id: 'memberships.firstCharge' },
              { amount: formatMoney(firstCharge(plan), plan.currency, intl.locale) },
            )}
          </Text>
        )}
        <Radio.Group
          label={intl.formatMessage({ id: 'memberships.sellHow' })}
          {...form.getInputProps('way')}
        >
          <Stack gap="xs" mt="xs">
            <Radio
              value="recorded"
              label={intl.formatMessage({ id: 'memberships.sellRecorded' })}
            />
            <Radio value="owed" label={intl.formatMessage({ id: 'memberships.sellOwed' })} />
            <Radio value="card" label={intl.formatMessage({ id: 'memberships.sellCard' })} />
          </Stack>
        </Radio.Group>
        {form.values.way === 'recorded' && (
          <Select
            label={intl.formatMessage({ id: 'clients.methodField' })}
            data={paymentMethods.map((method) => ({
              value: method.value,
              label: intl.formatMessage({ id: method.label }),
            }))}
            allowDeselect={false}
            {...form.getInputProps('method')}
          />
        )}
        {form.values.way === 'card' && (
          <Checkbox
            label={intl.formatMessage({ id: 'memberships.sellCardConsent' }, { name: clientName })}
            {...form.getInputProps('consent', { type: 'checkbox' })}
          />
        )}
        <Button type="submit" loading={form.submitting}>
          {form.values.way === 'card'
            ? intl.formatMessage({ id: 'memberships.continueToCard' })
            : intl.formatMessage({ id: 'memberships.sell' })}
        </Button>
      </Stack>
    </form>
  );
}
