import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormError } from '@/features/auth/form-error';
import { paymentMethods } from '@/features/clients/ledger-lines';
import { refreshClients } from '@/features/clients/mutations';
import { notifyFailed, notifySaved } from '@/components/notify';
import { dataErrorMessage } from '@/features/data/data-error';
import { parseMoney } from '@/features/tenancy/format-money';
import { useMembership } from '@/features/tenancy/use-tenant';
import { amountProblem, type MostAmount } from './money-field';

export interface MoneyEntry {
  minor: number;
  method: string;
  note: string;
}

/**
 * An amount of money taken or given back at the desk, with how it was paid (payments only) and a
 * note. Saves, refreshes the client's figures and says how it went; a refusal stays in the form.
 */
export function MoneyEntryForm({
  name,
  intro,
  initialAmount = '',
  most,
  askMethod,
  noteLabel,
  submit: { label, color },
  save,
  outcome,
  refusalBesideAmount = false,
  onDone,
}: {
  name: string;
  intro?: ReactNode;
  initialAmount?: string;
  /** The most that may be entered (what is left of a payment to refund, what is owed). */
  most?: MostAmount;
  askMethod: boolean;
  /** The note's label; no note is asked without one. */
  noteLabel?: string;
  submit: { label: string; color?: string };
  save: (entry: MoneyEntry) => Promise<unknown>;
  outcome: { done: string | ((entry: MoneyEntry) => string); failed: string };
  /** A refusal is about the amount (a card declined for it): said beside the field. */
  refusalBesideAmount?: boolean;
  onDone: () => void;
}) {
  const intl = useIntl();
  const { tenant } = useMembership();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string>();
  const form = useForm({
    initialValues: { amount: initialAmount, method: 'card', note: '' },
    validate: {
      amount: (value) => amountProblem(value, tenant.currency, intl, most),
      method: (value) => (value ? null : intl.formatMessage({ id: 'clients.methodMissing' })),
      note: (value) =>
        value.length > 1000
          ? intl.formatMessage({ id: 'clients.moneyNoteTooLong' }, { max: 1000 })
          : null,
    },
  });

  const submit = form.onSubmit(async (values) => {
    setError(undefined);
    try {
      const entry = { minor: parseMoney(values.amount, tenant.currency) ?? 0, ...values };
      await save(entry);
      await refreshClients(queryClient, tenant.id);
      notifySaved(typeof outcome.done === 'string' ? outcome.done : outcome.done(entry));
      onDone();
    } catch (refused) {
      const message = dataErrorMessage(refused as Error);
      if (refusalBesideAmount) form.setFieldError('amount', message);
      else setError(message);
      notifyFailed(message, outcome.failed);
    }
  });

  return (
    <form noValidate aria-label={name} onSubmit={submit}>
      <Stack>
        {intro}
        <FormError message={error} />
        <TextInput
          label={intl.formatMessage({ id: 'clients.amountField' }, { currency: tenant.currency })}
          inputMode="decimal"
          required
          data-autofocus
          {...form.getInputProps('amount')}
        />
        {askMethod && (
          <Select
            label={intl.formatMessage({ id: 'clients.methodField' })}
            data={paymentMethods.map((method) => ({
              value: method.value,
              label: intl.formatMessage({ id: method.label }),
            }))}
            allowDeselect={false}
            required
            {...form.getInputProps('method')}
          />
        )}
        {noteLabel !== undefined && <TextInput label={noteLabel} {...form.getInputProps('note')} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            <FormattedMessage id="clients.cancel" />
          </Button>
          <Button type="submit" color={color} loading={form.submitting}>
            {label}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
