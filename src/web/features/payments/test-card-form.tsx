import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useRouteContext } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import {
  checkCard,
  fieldOfCardError,
  groupCardNumber,
  shapeExpiry,
  type CardErrors,
  type CardInput,
} from './card-fields';
import type { CardEntryProps } from './card-entry';
import type { CardOutcome } from './card-payment';
import { AuthenticationStep } from './authentication-step';
import { answerTestAuthentication, confirmWithTestCard } from './test-provider-card';
import { SaveCardCheckbox } from './save-card-checkbox';

const empty: CardInput = { number: '', expiry: '', cvc: '', name: '' };

/**
 * Our own card form for the embedded test provider (docs/decisions/0040), standing where
 * Stripe's Payment Element stands with real Stripe: number, expiry, security code and name,
 * each problem beside its field; a declined card says so and lets the person try another; a
 * card that asks for authentication shows the stand-in for the bank's page.
 */
export function TestCardForm({ intent, payLabel, savesCard = false, onPaid }: CardEntryProps) {
  const intl = useIntl();
  const apiUrl = useRouteContext({
    from: '__root__',
    select: (context) => context.config.supabaseUrl,
  });
  const [card, setCard] = useState<CardInput>(empty);
  const [errors, setErrors] = useState<CardErrors>({});
  const [refusal, setRefusal] = useState<string>();
  const [authenticateAt, setAuthenticateAt] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [save, setSave] = useState(false);

  const settle = (outcome: CardOutcome) => {
    if (outcome.status === 'succeeded') return onPaid();
    if (outcome.status === 'requires_action') return setAuthenticateAt(outcome.url);
    setAuthenticateAt(undefined);
    const field = fieldOfCardError(outcome.code);
    if (field === null) {
      // Declined: the same card will be declined again, so the number is cleared for another.
      setRefusal(outcome.message);
      setCard((typed) => ({ ...typed, number: '', cvc: '' }));
    } else setErrors({ [field]: outcome.message });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(undefined);
    const checked = checkCard(card, new Date(), intl);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setBusy(true);
    try {
      settle(await confirmWithTestCard(apiUrl, intent, checked.card, save || savesCard));
    } finally {
      setBusy(false);
    }
  };

  const answer = async (pass: boolean) => {
    if (authenticateAt === undefined) return;
    setBusy(true);
    try {
      settle(await answerTestAuthentication(apiUrl, intent, authenticateAt, pass));
    } finally {
      setBusy(false);
    }
  };

  if (authenticateAt !== undefined)
    return <AuthenticationStep busy={busy} onAnswer={(pass) => void answer(pass)} />;

  const field = (name: keyof CardInput) => ({
    value: card[name],
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const typed = event.currentTarget.value;
      const value =
        name === 'number' ? groupCardNumber(typed) : name === 'expiry' ? shapeExpiry(typed) : typed;
      setCard((current) => ({ ...current, [name]: value }));
    },
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={intl.formatMessage({ id: 'money.cardDetails' })}
    >
      <Stack gap="sm">
        {refusal && (
          <Alert
            color="red"
            variant="light"
            title={intl.formatMessage({ id: 'money.cardNotCharged' })}
            role="alert"
            styles={{ title: { color: 'var(--mantine-color-text)' } }}
          >
            <Text size="sm">
              {intl.formatMessage({ id: 'money.refusalTryAnother' }, { refusal })}
            </Text>
          </Alert>
        )}
        <TextInput
          label={intl.formatMessage({ id: 'money.cardNumber' })}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder={intl.formatMessage({ id: 'money.cardNumberExample' })}
          {...field('number')}
        />
        <SimpleGrid cols={2} spacing="sm">
          <TextInput
            label={intl.formatMessage({ id: 'money.expiryDate' })}
            description={intl.formatMessage({ id: 'money.expiryHint' })}
            inputMode="numeric"
            autoComplete="cc-exp"
            {...field('expiry')}
          />
          <TextInput
            label={intl.formatMessage({ id: 'money.securityCode' })}
            description={intl.formatMessage({ id: 'money.securityCodeHint' })}
            inputMode="numeric"
            autoComplete="cc-csc"
            {...field('cvc')}
          />
        </SimpleGrid>
        <TextInput
          label={intl.formatMessage({ id: 'money.nameOnCard' })}
          autoComplete="cc-name"
          {...field('name')}
        />
        {!savesCard && intent.kind === 'payment' && (
          <SaveCardCheckbox checked={save} onChange={setSave} />
        )}
        <Text size="xs" c="dimmed">
          {intl.formatMessage({ id: 'money.testCards' })}
        </Text>
        <Group>
          <Button type="submit" loading={busy}>
            {payLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
