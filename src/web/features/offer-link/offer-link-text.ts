import type { OfferLink } from './queries';

/** The screen's heading and its sentence for what the link stands for now. */
export function offerLinkText(link: OfferLink): { title: string; text: string } {
  switch (link.state) {
    case 'open':
      return {
        title: 'A place is free for you',
        text: `${link.business} is holding a place for you in ${link.service}. ${link.pay_by_card ? 'Sign in and pay for it by card before the offer lapses' : 'Take it before the offer lapses'}; after that it goes to the next person on the waitlist.`,
      };
    case 'taken':
      return {
        title: 'You have the place',
        text: `Your place in ${link.service} at ${link.business} is confirmed. The confirmation is on its way by email.`,
      };
    case 'lapsed':
      return {
        title: 'This offer has lapsed',
        text: `The place in ${link.service} was held for you for a while and has gone to the next person on the waitlist. You can book another session or join its waitlist.`,
      };
    case 'cancelled':
      return {
        title: 'This session was cancelled',
        text: `${link.business} cancelled ${link.service}, so there is no place to take.`,
      };
    case 'unknown':
      return {
        title: 'This link is not a waitlist offer',
        text: 'It may be mistyped, or a newer offer replaced it: use the link in the latest email from the business.',
      };
  }
}
