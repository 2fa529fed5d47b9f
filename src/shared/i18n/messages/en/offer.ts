// What a business offers, in the words of its booking page and the SPA's booking screens
// (src/shared/offer-text.ts): lengths and places.
export default {
  minutes: '{minutes} min',
  hours: '{hours} h',
  hoursAndMinutes: '{hours} {minutes}',
  placesLeft: '{count, plural, one {# place left} other {# places left}}',
  full: 'Full',
  fullJoinWaitlist: 'Full, join the waitlist',
  fullWithWaiting: 'Full, join the waitlist · {waiting} waiting',
};
