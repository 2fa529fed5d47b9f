import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import * as z from 'zod/mini';
import { codeField } from '@/features/auth/auth-form-schemas';
import { CheckInbox } from '@/features/auth/check-inbox';
import { EmailInput } from '@/features/auth/email-input';
import { FormError } from '@/features/auth/form-error';
import { secondFactorDue } from '@/features/auth/second-factor-due';
import { SecondFactorStep } from '@/features/auth/second-factor-step';
import { SignInPanel } from '@/features/auth/sign-in-panel';
import { useAuthForm } from '@/features/auth/use-auth-form';
import { useSession } from '@/features/auth/use-session';
import { refetchClientProfiles } from '@/features/client-profile/queries';
import { clientDocumentsQuery } from '@/features/clients/queries';
import {
  becomeClient,
  emailBookingCode,
  verifyBookingCode,
} from '@/features/registration/mutations';
import { newcomerDetailsSchema } from '@/features/registration/newcomer-details';
import type { BookingPolicy } from '@/features/registration/queries';
import { rememberTenant } from '@/features/tenancy/current-tenant';
import type { Tenant } from '@/features/tenancy/queries';
import { FirstBookingDocuments } from './first-booking-documents';
import { Panel, StepLink } from './newcomer-panel';

// Issue 19, point 2: someone who is not this business's client books from the summary they are
// on: their details, the emailed code (which makes the account, or signs a returning person
// in), the documents the business needs before a first booking, then the place. The screen never
// changes meanwhile; each step replaces the last in this panel and takes the focus.

type Step = 'details' | 'code' | 'sign-in' | 'documents';
type Details = { fullName: string; email: string; phone: string };
const codeSchema = z.object({ code: codeField });

export function NewcomerBooking({
  business,
  policy,
  confirmLabel,
  book,
}: {
  business: Tenant;
  policy: BookingPolicy;
  /** The button that books: "Confirm booking", "Join the waitlist". */
  confirmLabel: string;
  /** Books the place as the client; its refusal is shown by the summary above. */
  book: (clientId: string) => Promise<unknown>;
}) {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const queryClient = useQueryClient();
  const session = useSession();
  const signedIn = session !== null && !secondFactorDue(session);
  const [step, setStep] = useState<Step>('details');
  const [client, setClient] = useState<{ id: string; full_name: string }>();
  const [given, setGiven] = useState<Details>({ fullName: '', email: '', phone: '' });
  const code = useAuthForm(codeSchema, { code: '' });
  const intl = useIntl();

  /** Once signed in: the client record, then the documents or the place. */
  const becomeClientAndBook = async (userId: string, given: Details) => {
    const record = await becomeClient(supabase, business, given);
    rememberTenant('client', userId, business.id);
    // The area's guard reads the records from the cache on the next navigation: they are fetched
    // again before the flow goes on, or "Go to your home page" could find the list from before.
    await refetchClientProfiles(queryClient, userId);
    setClient(record);
    const documents = await queryClient.fetchQuery(
      clientDocumentsQuery(supabase, business.id, record.id),
    );
    if (documents.toSign.some((document) => document.needed_to_book)) {
      setStep('documents');
      return;
    }
    await book(record.id).catch(() => undefined);
  };

  if (client !== undefined && step === 'documents') {
    return <FirstBookingDocuments business={business} client={client} book={book} />;
  }

  if (client !== undefined) {
    // A client now; the booking was refused (the summary says why) or is being made.
    return (
      <Button onClick={() => void book(client.id).catch(() => undefined)}>{confirmLabel}</Button>
    );
  }

  if (step === 'sign-in' && !signedIn) {
    return (
      <Panel
        heading={intl.formatMessage({ id: 'register.signInToBook' })}
        id="newcomer-sign-in"
        focus
      >
        {session !== null ? <SecondFactorStep /> : <SignInPanel />}
        <StepLink onClick={() => setStep('details')}>
          {intl.formatMessage({ id: 'register.newHere' })}
        </StepLink>
      </Panel>
    );
  }

  // Kept while the code signs the person in and the place is booked, so the panel holds still.
  if (step === 'code') {
    const email = given.email.trim();
    return (
      <Panel heading={intl.formatMessage({ id: 'register.enterCode' })} id="newcomer-code" focus>
        <form
          noValidate
          aria-labelledby="newcomer-code"
          onSubmit={code.submit((values) =>
            asResult(async () => {
              const { data, error } = await verifyBookingCode(supabase, email, values.code.trim());
              if (error) throw error;
              const userId = data.user?.id;
              if (userId === undefined)
                throw new Error(intl.formatMessage({ id: 'register.noAccountWithCode' }));
              try {
                await becomeClientAndBook(userId, given);
              } catch (late) {
                // Signed in by now: the details step says what went wrong and tries again.
                setStep('details');
                throw late;
              }
            }),
          )}
        >
          <Stack>
            <CheckInbox email={email}>
              {intl.formatMessage({ id: 'register.codeConfirms' })}
            </CheckInbox>
            <FormError message={code.error} />
            <TextInput
              label={intl.formatMessage({ id: 'register.code' })}
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              {...code.inputProps('code')}
            />
            <Button type="submit" loading={code.pending} style={{ alignSelf: 'flex-start' }}>
              {confirmLabel}
            </Button>
            <StepLink onClick={() => setStep('details')}>
              {intl.formatMessage({ id: 'register.useAnotherEmail' })}
            </StepLink>
          </Stack>
        </form>
      </Panel>
    );
  }

  return (
    <DetailsStep
      // Signing in on the way fills in what the account knows: the form starts again from it.
      key={signedIn ? session.user.id : 'visitor'}
      business={business}
      policy={policy}
      confirmLabel={confirmLabel}
      onSignIn={() => setStep('sign-in')}
      send={async (values) => {
        if (signedIn) return becomeClientAndBook(session.user.id, values);
        const { error } = await emailBookingCode(
          supabase,
          values.email.trim(),
          values.fullName.trim(),
        );
        if (error) throw error;
        setGiven(values);
        setStep('code');
      }}
    />
  );
}

/** Name, email and phone; signed in, the account's email and name, and the button that books. */
function DetailsStep({
  business,
  policy,
  confirmLabel,
  onSignIn,
  send,
}: {
  business: Tenant;
  policy: BookingPolicy;
  confirmLabel: string;
  onSignIn: () => void;
  send: (values: Details) => Promise<void>;
}) {
  const session = useSession();
  const signedIn = session !== null && !secondFactorDue(session);
  const metadataName: unknown = session?.user.user_metadata.full_name;
  const intl = useIntl();
  const details = useAuthForm(newcomerDetailsSchema(policy.phone_required_to_book), {
    fullName: typeof metadataName === 'string' ? metadataName : '',
    email: session?.user.email ?? '',
    phone: '',
  });
  return (
    <Panel
      heading={intl.formatMessage({
        id: signedIn ? 'register.bookAsYourself' : 'register.yourDetails',
      })}
      id="newcomer-details"
    >
      <Text size="sm">
        {intl.formatMessage(
          {
            id: !signedIn
              ? 'register.newTo'
              : policy.phone_required_to_book
                ? 'register.firstTimeWithPhone'
                : 'register.firstTime',
          },
          { business: business.name },
        )}
      </Text>
      <form
        noValidate
        aria-labelledby="newcomer-details"
        onSubmit={details.submit((values) => asResult(() => send(values)))}
      >
        <Stack>
          <FormError message={details.error} />
          <TextInput
            label={intl.formatMessage({ id: 'register.fullName' })}
            autoComplete="name"
            required
            {...details.inputProps('fullName')}
          />
          <EmailInput {...details.inputProps('email')} readOnly={signedIn} />
          {(policy.phone_required_to_book || signedIn) && (
            <TextInput
              label={intl.formatMessage({
                id: policy.phone_required_to_book ? 'register.phone' : 'register.phoneOptional',
              })}
              type="tel"
              autoComplete="tel"
              required={policy.phone_required_to_book}
              {...details.inputProps('phone')}
            />
          )}
          <Button type="submit" loading={details.pending} style={{ alignSelf: 'flex-start' }}>
            {signedIn ? confirmLabel : intl.formatMessage({ id: 'register.emailMeCode' })}
          </Button>
          {!signedIn && (
            <StepLink onClick={onSignIn}>
              {intl.formatMessage({ id: 'register.haveAccount' })}
            </StepLink>
          )}
        </Stack>
      </form>
    </Panel>
  );
}

/** A write as useAuthForm's submit wants it: the error it threw, or none. */
async function asResult(run: () => Promise<unknown>) {
  try {
    await run();
    return { error: null };
  } catch (error) {
    return { error };
  }
}
