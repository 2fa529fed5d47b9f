// Settings › Calendars and the calendar flags elsewhere (issue 37): a staff member's own
// calendars (CalDAV, Google, Microsoft 365), which block their free times and which receives
// their bookings; the business's own app registrations; clashes with a staff member's calendar.
export default {
  title: 'Calendars',
  cardText:
    'Connect your own calendars: busy times there keep clients from booking you, and your bookings appear there. <link>Open calendars</link>',
  intro:
    'Your own calendars and {business}: busy times in the calendars you choose keep clients from booking you then, and your bookings are written into the one you choose. Back to <link>Settings</link>.',
  loading: 'Loading calendars',
  signInAgain: 'Sign in again to change your calendars.',
  serverAnswered: 'The server answered {status}.',

  noStaffTitle: 'Nothing of yours to connect',
  noStaffText:
    'You have no staff profile at {business}, so there are no bookings of yours to keep in step. An owner or admin can add you under Staff.',
  ownTitle: 'Your connected calendars',
  ownIntro:
    'Choose which calendars block your free times and which one receives your bookings. Busy times are read every few minutes, and at once where the provider tells us of a change.',
  emptyTitle: 'No calendars connected yet',
  emptyText:
    'Connect one below. Busy times in it will keep clients of {business} from booking you then, and your bookings will appear in it as they are made, moved and cancelled.',
  noDestination:
    'None of your calendars receives your bookings: choose one with “Receives my bookings”.',

  providerCaldav: 'CalDAV',
  providerGoogle: 'Google Calendar',
  providerMicrosoft: 'Microsoft 365',
  connectionTitle: '{provider}: {account}',
  calendarsOf: 'Calendars of {account}',
  noCalendars: 'This account has no calendars.',
  syncedAgo: 'Last synced {when}',
  notSyncedYet: 'Not synced yet',
  syncing: 'Syncing now…',
  syncNow: 'Sync now',
  syncNowLabel: 'Sync {account} now',
  syncAsked: '{account} is being synced now.',
  syncNotAsked: 'The sync was not started',
  errorTitle: 'This account needs attention',
  errorText: 'Since {when}: {reason} Connect it again to go on.',
  errorUnknown: 'Something went wrong ({code}).',
  disconnect: 'Disconnect',
  disconnectLabel: 'Disconnect {account}',
  disconnectTitle: 'Disconnect {account}?',
  disconnectText:
    'Its busy times stop blocking your free times, and no more bookings are written to it. Events already written stay in that calendar: remove them there if you want them gone.',
  keepConnected: 'Keep it',
  disconnected: '{account} is disconnected.',
  notDisconnected: 'It was not disconnected',

  blocks: 'Blocks my free times',
  blocksLabel: '{calendar} blocks my free times',
  receives: 'Receives my bookings',
  receivesLabel: '{calendar} receives my bookings',
  blocksOn: '{calendar} now blocks your free times.',
  blocksOff: '{calendar} no longer blocks your free times.',
  receivesOn: 'Your bookings now go to {calendar}.',
  useNotSaved: 'That change was not saved',
  usesBlocks: 'blocks free times',
  usesReceives: 'receives bookings',
  usesNothing: 'Not used',
  busyCount: '{count, plural, =0 {No busy events} one {# busy event} other {# busy events}}',
  pendingWrites:
    '{count, plural, one {# booking waiting to be written} other {# bookings waiting to be written}}',
  readOnly: 'Read only: it cannot receive bookings',
  syncError: 'Not read: {reason}',
  writeError: 'Bookings not written: {reason}',

  connectTitle: 'Connect a calendar',
  connectIntro:
    'Google and Microsoft 365 ask you to sign in with them and allow access. Any other calendar that speaks CalDAV (iCloud, Fastmail, Nextcloud, Radicale) connects with its address, your user name and an app password.',
  connectGoogle: 'Connect Google',
  connectMicrosoft: 'Connect Microsoft 365',
  oauthNotSetUp:
    'Google and Microsoft 365 appear here once an owner or admin of {business} has set them up.',
  oauthNotSetUpAdmin:
    'Google and Microsoft 365 appear here once you set them up under “Google and Microsoft 365 for your team” below.',
  consentNotOpened: 'The sign-in page did not open',
  connectedNotice: '{provider} is connected: its busy times are being read now.',
  notConnected: 'The calendar was not connected',
  caldavTitle: 'CalDAV: iCloud, Fastmail, Nextcloud and others',
  serverUrl: 'Calendar address',
  serverUrlHint:
    'iCloud: https://caldav.icloud.com · Fastmail: https://caldav.fastmail.com · Nextcloud: https://your-cloud/remote.php/dav',
  username: 'User name',
  usernameHint: 'Usually your email address.',
  appPassword: 'App password',
  appPasswordHint:
    "Make one in your account's security settings (iCloud and Fastmail require it). It is kept sealed and never shown again.",
  connectCaldav: 'Connect',

  clientsTitle: 'Google and Microsoft 365 for your team',
  clientsIntro:
    "Your team connects Google and Microsoft 365 calendars through {business}'s own app registration at each, as card payments use your own keys. Register an app there, give it the redirect address below, and enter its client ID and secret here.",
  clientSetUp: 'Set up on {when}, client ID {clientId}.',
  clientNotSetUp: 'Not set up: your team cannot connect {provider} yet.',
  redirectUri: 'Redirect address to register',
  copyRedirect: 'Copy the {provider} redirect address',
  clientId: 'Client ID',
  clientIdTestHint:
    'In this trial, a client ID beginning with test_ uses the built-in test provider, with any secret.',
  clientSecret: 'Client secret',
  clientSecretHint: 'Kept sealed and never shown again: enter it again whenever you save.',
  saveClient: 'Save {provider}',
  clientSaved: '{provider} is set up for your team.',
  clientNotSaved: '{provider} was not set up',
  removeClient: 'Remove',
  removeClientNamed: 'Remove {provider}',
  removeClientTitle: 'Remove {provider}?',
  removeClientText:
    'Nobody in your team can connect {provider} any more, and calendars already connected through it stop syncing.',
  clientRemoved: '{provider} is removed.',
  clientNotRemoved: 'It was not removed',

  staffTitle: 'Connected calendars',
  staffIntro:
    "{name}'s own calendars: the ones that block their free times and the one their bookings are written to. {name} chooses them in Settings › Calendars.",
  staffNone: '{name} has connected no calendars.',

  clashBadge: 'Calendar clash',
  clashTitle: 'This session clashes with a busy time',
  clash: "Clashes with {staff}'s calendar: {title}, {time}",
  clashNoStaff: "Clashes with the instructor's calendar: {title}, {time}",
  clashBusy: 'Busy',
  clashTime: '{start}–{end}',
};
