// The server's first screen of a business's booking page and its embed page
// (src/server/booking-page, src/server/embed-page).
export default {
  clientArea: 'Client area',
  signIn: 'Sign in',
  heading: 'Book',
  intro:
    'What {business} offers: private sessions, where you pick a time with a teacher, and group classes, where you pick a session and how to pay. No account needed: you give your name and email when you book.',
  timeZone: "Times are in the business's time zone, {zone}.",
  tabNote: 'When you choose, your booking continues in a new tab.',
  nothingToBook: '{business} has nothing to book online yet. Ask them how to book.',
  privateSessions: 'Private sessions',
  groupClasses: 'Group classes',
  fromPrice: 'from {price}',
  nextFree: 'Next free time: <strong>{time}</strong>',
  noFreeTimes: 'No free times in the next two weeks.',
  bookService: 'Book {service}',
  book: 'Book',
  noClasses: 'No classes in the next two weeks.',
  showAll: '{count, plural, one {Show the # session} other {Show all # sessions}}',
  withStaff: 'with {staff}',
  staffToBeConfirmed: 'Teacher to be confirmed',
  embedNeedsBusiness:
    'This booking page needs the address of a business. Copy the snippet again from its settings.',
  embedUnknownBusiness:
    'No business has the address “{address}”. Check the snippet in its settings.',
};
