import type { Words } from '@shared/i18n/words.ts';

/**
 * What an invited person opens: onboarding lists the invitations to their address. Signed out,
 * it sends them to sign in (or sign up, with the link beside the form) and back, so one link
 * works whether or not they have an account. It carries no secret: accepting needs the
 * invited address's own session (accept_invitation, db/migrations/0010_tenancy.sql).
 */
export function invitationLink(origin: string): string {
  return `${origin}/t/onboarding/`;
}

/** The sentence to paste into a message with the link, in the inviter's language. */
export function invitationMessage(
  businessName: string,
  email: string,
  origin: string,
  words: Words,
): string {
  return words.formatMessage(
    { id: 'staff.invitationMessage' },
    { business: businessName, email, link: invitationLink(origin) },
  );
}
