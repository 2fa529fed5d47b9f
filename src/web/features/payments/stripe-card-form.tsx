import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { loadStripe, type Stripe, type StripeElements } from '@stripe/stripe-js';
import { useRouteContext } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { CardEntryProps } from './card-entry';
import { setCardSaving } from './mutations';
import { SaveCardCheckbox } from './save-card-checkbox';

/**
 * Real Stripe's Payment Element (docs/decisions/0040), behind the same props as the test
 * provider's form: Stripe.js from js.stripe.com draws the card fields in its own frame, so the
 * number never touches this page, and confirms the payment, authentication included. It cannot
 * be exercised offline: the tests drive the test provider's form. Saving the card is set on the
 * intent by the server just before confirming, and the Element reads it again (fetchUpdates).
 */
export default function StripeCardForm({ tenantId, payment, payLabel, onPaid }: CardEntryProps) {
  const { supabase, apiUrl } = useRouteContext({
    from: '__root__',
    select: (context) => ({ supabase: context.supabase, apiUrl: context.config.supabaseUrl }),
  });
  const mount = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<Stripe | null>(null);
  const [elements, setElements] = useState<StripeElements | null>(null);
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [save, setSave] = useState(false);
  // What the intent says now: it is opened without saving.
  const saving = useRef(false);

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
      if (save !== saving.current) {
        await setCardSaving(supabase, apiUrl, { tenantId, paymentId: payment.payment_id }, save);
        saving.current = save;
        await elements.fetchUpdates();
      }
      const result = await stripe.confirmPayment({
        elements,
        redirect: 'if_required',
        confirmParams: { return_url: window.location.href },
      });
      if (result.error) setProblem(result.error.message ?? 'The card was refused.');
      else if (['succeeded', 'processing'].includes(result.paymentIntent.status)) onPaid();
      else setProblem('The payment was not completed. Try again.');
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The payment could not be completed.');
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
        <SaveCardCheckbox checked={save} onChange={setSave} />
        <Group>
          <Button type="submit" loading={busy} disabled={elements === null}>
            {payLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
