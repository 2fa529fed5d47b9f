// The client's own area: home, documents, settings, navigation, and the offer and unsubscribe
// links of emails (src/web/routes/client-access/_shell, offer.tsx, unsubscribe.tsx).
export default {
  // The shell and its navigation
  navHome: 'Home',
  navBook: 'Book',
  navDocuments: 'Documents',
  navSettings: 'Settings',
  navSignOut: 'Sign out',
  navSignIn: 'Sign in',
  close: 'Close',
  sentence: '{text}.',
  term: '{term}:',
  timeRange: '{start}–{end}',

  // Home
  homeTitle: 'Home',
  homeIntro: 'Hello, {name}. Your bookings, credits and balance at {business}.',
  bookButton: 'Book a class or appointment',

  // Home: documents waiting
  documentsToSign: 'Documents to sign ({count})',
  documentNeededToBook: '{title} (to sign before your first booking)',
  readAndSignThenBook: 'Read and sign them, then book',
  readAndSignThem: 'Read and sign them',

  // Home: upcoming bookings
  upcomingHeading: 'Upcoming bookings',
  nothingBooked: 'Nothing booked yet. <link>Find a class or an appointment</link>.',
  withStaff: 'with {staff}',
  withStaffAt: 'with {staff} · {location}',
  privateAppointment: 'Private appointment',
  groupClass: 'Class',
  placeAccepted: 'The place in {service} is yours.',
  placeNotAccepted: 'The place was not accepted',
  accept: 'Accept',
  acceptLabel: 'Accept the place in {service}, {when}',
  calendarTitle: '{service} ({business})',
  calendarDetails: 'With {staff}',
  placeLabel: '{service}, {when}',
  cancel: 'Cancel',
  cancelLabel: 'Cancel {service}, {when}',

  // Home: a place's status
  statusBooked: 'Booked',
  statusHeld: 'Held',
  heldDetail: 'Kept for you while you finish booking.',
  statusWaitlistNumber: 'Waitlist #{position}',
  statusWaitlist: 'Waitlist',
  waitlistDetail: 'You move up by yourself when someone cancels.',
  statusOffered: 'Place offered',
  offeredDetailBy: 'A place is free for you: accept it by {deadline}.',
  offeredDetail: 'A place is free for you: accept it to keep it.',

  // Home: cancelling a place
  cancelledNotice: '{service} is cancelled.',
  leaveWaitlistTitle: 'Leave the waitlist of {service}?',
  cancelTitle: 'Cancel {service}?',
  checkingPolicy: 'Checking the cancellation policy',
  inTime: 'In time under the cancellation policy',
  late: 'Late: the window closed {deadline}',
  keepIt: 'Keep it',
  leaveWaitlist: 'Leave the waitlist',
  cancelBooking: 'Cancel booking',

  // Home: balance and credits
  balanceHeading: 'Balance and credits',
  balance: 'Balance',
  payNextVisit: 'Pay at your next visit, or ask {business} how to pay.',
  noPacks: 'No class packs or passes yet.',
  payByCard: 'Pay {amount} by card',
  paymentReceivedBalance: 'Payment received: updating your balance…',
  paidThanks: 'Paid by card. Thank you.',

  // Documents
  documentsTitle: 'Documents',
  documentsIntro:
    'Documents {business} asks you to sign, the ones you have signed, and files it has shared with you.',
  toSignHeading: 'To sign',
  nothingToSign: 'Nothing to sign: you have signed every current document.',
  version: 'Version {version}',
  signBeforeFirstBooking: 'Sign before your first booking',
  readAndSignLabel: 'Read and sign {title}',
  readAndSign: 'Read and sign',
  signedNotice: 'You signed {title}.',
  signedHeading: 'Signed',
  noSignedDocuments: 'You have not signed any documents yet.',
  signatureBy: 'Version {version}, signed by {name} on {date}',
  signatureByYou: 'Version {version}, signed by you on {date}',
  readLabel: 'Read {title}',
  read: 'Read',
  sharedHeading: 'Shared with you',
  noSharedFiles: '{business} has not shared any files with you.',
  sharedFilesLabel: 'Files shared with you',

  // Settings
  settingsTitle: 'Settings',
  settingsIntro:
    'Your profile, the messages you get, the businesses you book with, and how you sign in.',
  accountNote: 'These change how you sign in, for every business you book with.',

  // Settings: profile
  profileTitle: 'Profile',
  profileIntro: 'How {business} knows you and reaches you.',
  profileFormLabel: 'Your profile',
  fullName: 'Full name',
  phone: 'Phone',
  birthDate: 'Date of birth',
  nameMissing: 'Enter your full name.',
  nameTooLong: 'Keep your name under 200 characters.',
  saveProfile: 'Save profile',
  profileSaved: 'Your profile is saved.',

  // Settings: messages
  messagesTitle: 'Messages',
  messagesIntro:
    'What {business} sends you. Confirmations of what you book, cancel or join, and news of a cancelled or moved session, always come by email.',
  remindersLabel: 'Reminders before a session',
  remindersHint: 'An email (and a text, if those are on) ahead of each booking.',
  textsLabel: 'Text messages',
  textsHint: 'To {phone}, when {business} sends texts.',
  textsNoPhone: 'Add a phone number to your profile to get them.',
  reminderLinkNote:
    'Every reminder email also has a link that turns reminders off without signing in.',
  textsOn: 'Text messages are on.',
  textsOff: 'Text messages are off.',
  remindersOn: 'Reminders are on.',
  remindersOff: 'Reminders are off.',

  // Settings: businesses
  businessesTitle: 'Your businesses',
  businessesSeveral: 'You book with each of these separately: switch to see and book with another.',
  businessesOne:
    'The business you book with. Join another one with the link it gave you, or by name.',
  currentBusiness: 'Current',
  switchTo: 'Switch to {business}',
  joinAnother: 'Join another business',

  // Settings: saved cards
  savedCardsHeading: 'Saved cards',
  loadingCards: 'Loading your saved cards',
  noSavedCards: 'No saved cards. Tick “{label}” when you pay by card at {business}.',
  cardLabel: '{brand} ending {last4}',
  cardExpires: '{card}, expires {expiry}',
  removeCard: 'Remove {card}',
  remove: 'Remove',

  // A waitlist offer's link (offer.tsx)
  seeYourBookings: 'See your bookings',
  backHome: 'Back to the home page',
  zoneTime: '{city} time',
  offerSession: 'Session',
  offerWhen: 'When',
  offerWhenValue: '{start}–{end} ({zone})',
  offerWith: 'With',
  offerWhere: 'Where',
  offerHeldUntil: 'Held for you until',
  offerHeldUntilValue: '{deadline} ({zone})',
  placeNotTaken: 'The place was not taken',
  signInToPay: 'Sign in and pay by card to take it',
  takePlace: 'Take the place',
  offerOpenTitle: 'A place is free for you',
  offerOpenTake:
    '{business} is holding a place for you in {service}. Take it before the offer lapses; after that it goes to the next person on the waitlist.',
  offerOpenPayByCard:
    '{business} is holding a place for you in {service}. Sign in and pay for it by card before the offer lapses; after that it goes to the next person on the waitlist.',
  offerTakenTitle: 'You have the place',
  offerTakenText:
    'Your place in {service} at {business} is confirmed. The confirmation is on its way by email.',
  offerLapsedTitle: 'This offer has lapsed',
  offerLapsedText:
    'The place in {service} was held for you for a while and has gone to the next person on the waitlist. You can book another session or join its waitlist.',
  offerCancelledTitle: 'This session was cancelled',
  offerCancelledText: '{business} cancelled {service}, so there is no place to take.',
  offerUnknownTitle: 'This link is not a waitlist offer',
  offerUnknownText:
    'It may be mistyped, or a newer offer replaced it: use the link in the latest email from the business.',

  // A reminder's unsubscribe link (unsubscribe.tsx)
  yourSettings: 'Your settings',
  remindersStillOn: 'Reminders are still on',
  done: 'Done',
  remindersOffFrom: 'Reminders from {business} are off.',
  stopReminders: 'Stop reminders',
  unsubscribeUnknownTitle: 'This link is not one we sent',
  unsubscribeUnknownText:
    'It may be mistyped or cut short: open the link from the email again, whole. You can also turn reminders off in Settings once you sign in.',
  remindersOffTitle: 'Reminders are off',
  remindersOffText:
    '{business} will not send you reminders before your sessions. You still get an email when you book, cancel or join a waitlist, and when a session is cancelled or moved. To have reminders again, turn them on in Settings.',
  stopRemindersTitle: 'Stop reminders?',
  stopRemindersText:
    '{business} sends you a reminder before each session. Turning them off stops those reminders only: you still get an email when you book, cancel or join a waitlist, and when a session is cancelled or moved.',
};
