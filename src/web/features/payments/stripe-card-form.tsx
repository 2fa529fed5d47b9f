import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { loadStripe, type Stripe, type StripeElements } from '@stripe/stripe-js';
import { useRouteContext } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
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
export default function StripeCardForm({
  tenantId,
  intent,
  payLabel,
  savesCard = false,
  onPaid,
}: CardEntryProps) {
  const intl = useIntl();
  const { supabase, apiUrl } = useRouteContext({
    from: '__root__',
    select: (context) => ({ supabase: context.supabase, apiUrl: context.config.supabaseUrl }),
  });
  const mount = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<Stripe | null>(null);
  const [elements, setElements] = useState<StripeElements | null>(null);
  const [problem, setProblem] = useState<string>();
  const [notLoaded, setNotLoaded] = useState(false);
  const [busy, setBusy] = useState(false);
  const [save, setSave] = useState(false);
  // What the intent says now: it is opened without saving.
  const saving = useRef(false);

  useEffect(() => {
    let gone = false;
    loadStripe(intent.publishable_key)
      .then((loaded) => {
        if (gone || loaded === null || mount.current === null) return;
        const made = loaded.elements({ clientSecret: intent.client_secret });
        made.create('payment').mount(mount.current);
        setStripe(loaded);
        setElements(made);
      })
      .catch(() => setNotLoaded(true));
    return () => {
      gone = true;
    };
  }, [intent.publishable_key, intent.client_secret]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (stripe === null || elements === null) return;
    setBusy(true);
    setProblem(undefined);
    try {
      const confirmParams = { return_url: window.location.href };
      if (intent.kind === 'setup') {
        // A card saved alone: no amount, nothing to choose about saving.
        const result = await stripe.confirmSetup({
          elements,
          redirect: 'if_required',
          confirmParams,
        });
        if (result.error)
          setProblem(result.error.message ?? intl.formatMessage({ id: 'money.cardRefused' }));
        else if (['succeeded', 'processing'].includes(result.setupIntent.status)) onPaid();
        else setProblem(intl.formatMessage({ id: 'money.paymentNotCompletedTryAgain' }));
        return;
      }
      if (!savesCard && save !== saving.current) {
        await setCardSaving(supabase, apiUrl, { tenantId, paymentId: intent.payment_id }, save);
        saving.current = save;
        await elements.fetchUpdates();
      }
      const result = await stripe.confirmPayment({
        elements,
        redirect: 'if_required',
        confirmParams,
      });
      if (result.error)
        setProblem(result.error.message ?? intl.formatMessage({ id: 'money.cardRefused' }));
      else if (['succeeded', 'processing'].includes(result.paymentIntent.status)) onPaid();
      else setProblem(intl.formatMessage({ id: 'money.paymentNotCompletedTryAgain' }));
    } catch (error) {
      setProblem(
        error instanceof Error
          ? error.message
          : intl.formatMessage({ id: 'money.paymentNotCompleted' }),
      );
    } finally {
      setBusy(false);
    }
  };

  const shownProblem =
    problem ?? (notLoaded ? intl.formatMessage({ id: 'money.stripeNotLoaded' }) : undefined);

  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label={intl.formatMessage({ id: 'money.cardDetails' })}
    >
      <Stack gap="sm">
        {shownProblem && (
          <Alert
            color="red"
            variant="light"
            title={intl.formatMessage({ id: 'money.cardNotCharged' })}
            role="alert"
          >
            <Text size="sm">{shownProblem}</Text>
          </Alert>
        )}
        {elements === null && shownProblem === undefined && (
          <Loader size="sm" aria-label={intl.formatMessage({ id: 'money.loadingCardForm' })} />
        )}
        <div ref={mount} />
        {!savesCard && intent.kind === 'payment' && (
          <SaveCardCheckbox checked={save} onChange={setSave} />
        )}
        <Group>
          <Button type="submit" loading={busy} disabled={elements === null}>
            {payLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
