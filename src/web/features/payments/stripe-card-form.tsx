import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { loadStripe, type Stripe, type StripeElements } from '@stripe/stripe-js';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { CardEntryProps } from './card-entry';

/**
 * Real Stripe's Payment Element (docs/decisions/0040), behind the same props as the test
 * provider's form: Stripe.js from js.stripe.com draws the card fields in its own frame, so the
 * number never touches this page, and confirms the payment, authentication included. It cannot
 * be exercised offline: the tests drive the test provider's form.
 */
export default function StripeCardForm({ payment, payLabel, onPaid }: CardEntryProps) {
  const mount = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<Stripe | null>(null);
  const [elements, setElements] = useState<StripeElements | null>(null);
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let gone = false;
    loadStripe(payment.publishable_key)
      .then((loaded) => {
        if (gone || loaded === null || mount.current === null) return;
        const made = loaded.elements({ clientSecret: payment.client_secret });
        made.create('payment').mount(mount.current);
        setStripe(loaded);
        setElements(made);
      })
      .catch(() => setProblem('The card form could not be loaded from Stripe. Try again later.'));
    return () => {
      gone = true;
    };
  }, [payment.publishable_key, payment.client_secret]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (stripe === null || elements === null) return;
    setBusy(true);
    setProblem(undefined);
    try {
      const result = await stripe.confirmPayment({
        elements,
        redirect: 'if_required',
        confirmParams: { return_url: window.location.href },
      });
      if (result.error) setProblem(result.error.message ?? 'The card was refused.');
      else if (['succeeded', 'processing'].includes(result.paymentIntent.status)) onPaid();
      else setProblem('The payment was not completed. Try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Card details">
      <Stack gap="sm">
        {problem && (
          <Alert color="red" variant="light" title="The card was not charged" role="alert">
            <Text size="sm">{problem}</Text>
          </Alert>
        )}
        {elements === null && problem === undefined && (
          <Loader size="sm" aria-label="Loading the card form" />
        )}
        <div ref={mount} />
        <Group>
          <Button type="submit" loading={busy} disabled={elements === null}>
            {payLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
