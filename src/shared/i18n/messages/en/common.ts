// Words every screen shares: the app's shell and navigation, list pieces, buttons, notices, the
// error and not-found panels (SPEC.md's own texts stay English: src/web/components/spec-texts.ts),
// the command palette, the business search and switcher, the home page and the data layer demo.
export default {
  zoneNote:
    "Times are in the business's time zone, {zone} (it is {there} there, {here} where you are).",

  // The document's title: a screen's title, then the product's name.
  documentTitle: '{title} · {product}',

  // The areas' frame (area-shell.tsx, auth-screen.tsx) and the tenant area's navigation.
  areaBusiness: 'Business',
  areaClient: 'Client',
  areaNavigation: '{area} area',
  navigation: 'Navigation',
  skipToContent: 'Skip to content',
  navDashboard: 'Dashboard',
  navBookings: 'Bookings',
  navClients: 'Clients',
  navServices: 'Services',
  navStaff: 'Staff',
  navTransactions: 'Transactions',
  navSettings: 'Settings',
  notBuiltYet: 'This screen starts working in a later issue.',

  // The error panel, the not-found page and the pending panel.
  errorPanelText: 'This screen could not be shown. Trying again often helps.',
  tryAgain: 'Try again',
  goHome: 'Go to the home page',
  notFoundText: 'There is no page at this address. The link may be old or mistyped.',
  loadingScreen: 'Loading the screen',

  // A detail screen whose record is not there ({what}: "service", "client" …).
  missingRecordTitle: 'There is no {what} at this address',
  missingRecordText:
    '{business} has no {what} here. The link may be old or mistyped, or the {what} may belong to another business.',

  // Notifications after a change.
  closeNotification: 'Close the notification',
  failedTitle: 'That did not work',
  failedNotice: '<strong>{title}.</strong> {message}',
  // A change that can be undone for a while (issue 38): its notification offers it.
  undo: 'Undo',
  undone: 'Undone: it is as it was.',
  notUndone: 'It was not undone',

  // Paged lists ({one}, {many}: what the list is of, "client", "clients").
  listLoadFailed: 'The {many} could not be loaded',
  listLoading: 'Loading {many}…',
  listNone: 'No {many}',
  listNoneMatch: 'No {many} match',
  listCount: '{count, plural, one {# {one}} other {# {many}}}',
  listShowing:
    'Showing {first, number}–{last, number} of {total, plural, one {# {one}} other {# {many}}}',
  listUpdating: '{summary} (updating…)',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  page: 'Page {page}',

  // Records that are active or not, and the filters of their lists.
  status: 'Status',
  active: 'Active',
  inactive: 'Inactive',
  all: 'All',
  dateFrom: 'From',
  dateTo: 'To',

  // Copying a link.
  copyLink: 'Copy link',
  copied: 'Copied',

  // Buttons of dialogs.
  close: 'Close',
  cancel: 'Cancel',

  // The roles in a business (src/web/features/tenancy/permissions.ts).
  roleOwner: 'Owner',
  roleAdmin: 'Admin',
  roleStaff: 'Staff',

  // A new business's web address (business-address.ts).
  addressMissing: 'Choose a web address.',
  addressInvalid:
    'Use 1 to 40 lower-case letters, digits or hyphens, not starting or ending with a hyphen.',

  // The business switcher in the header, and the search for a business by its name.
  switcherLabel: 'Business',
  searchBusinessName: 'Business name',
  searchBusinessHint: 'At least two letters of its name.',
  searchBusinessNone: 'No business has “{text}” in its name.',
  searchBusinessAction: '{action} {business}',
  searching: 'Searching',

  // The command palette (Ctrl K) of the business area.
  paletteButton: 'Search',
  paletteKeys: 'Ctrl K',
  paletteLabel: 'Command palette',
  palettePlaceholder: 'Search clients, bookings, services, staff, screens…',
  paletteSearchLabel: 'Search the business',
  paletteResults: 'Results',
  paletteNothingFound: 'Nothing found.',
  paletteGoTo: 'Go to',
  paletteClients: 'Clients',
  paletteBookings: 'Upcoming bookings',
  paletteServices: 'Services',
  paletteStaff: 'Staff',
  paletteGroupClasses: 'Group classes',
  palettePrivateAppointments: 'Private appointments',
  jumpDashboard: "Today's sessions, arrivals and revenue",
  jumpBookings: 'Calendar, sessions and appointments; new booking',
  jumpClients: 'Client list; add or import clients',
  jumpServices: 'Services, prices and timetable',
  jumpStaff: 'Team, invitations and hours',
  jumpTransactions: 'The ledger, totals and export',
  jumpSettings: 'Business profile, policies and your account',

  // The home page (src/web/routes/-components).
  landingIntro:
    'Bookings and scheduling for studios, gyms, clinics, tutors and salons. Your team runs sessions, appointments, clients and payments; your clients book and sign their documents online.',
  landingForBusinesses: 'For businesses',
  landingForBusinessesText: 'Run your bookings, clients, services, staff and transactions.',
  landingForClients: 'For clients',
  landingForClientsText: 'Book appointments and group sessions, and manage your documents.',
  landingDemo: 'Building the product? <link>See the data layer demo</link>.',
  signedInTitle: 'You are signed in',
  signedInAs: 'Signed in as {who}.',
  signedInAccount: 'Signed in as your account.',
  businessArea: 'Business area',
  clientArea: 'Client area',

  // The data layer demo, for the product's developers (src/web/routes/demo). Its rows keep the
  // names of TanStack Query's fields ('status', 'failureCount'...).
  demoTitle: 'TanStack Query demo',
  demoIntro:
    'The data layer as every screen uses it: cached queries that stay fresh for five minutes and retry three times with a doubling delay capped at 30 seconds, and the panel a screen shows when it fails.',
  demoHealthTitle: 'Server health',
  demoHealthText:
    'A query of <code>GET /health</code>. It stays fresh for five minutes; Refetch asks again now.',
  demoHealthFailed: 'GET /health answered {status}.',
  demoNever: 'never',
  demoNone: 'none',
  demoResponseBody: 'Response body',
  demoNoData: 'No data yet.',
  demoRefetch: 'Refetch',
  demoRetriesTitle: 'Retries with backoff',
  demoRetriesText:
    'A query that always fails. It is tried once and retried {retries} times, waiting 1, 2 and then 4 seconds, before it settles on the error.',
  demoFailingError: 'This query fails on purpose, to show retries with backoff.',
  demoNotStarted: 'not started',
  demoNextRetry: 'next retry',
  demoRetryIn: 'in {seconds} s',
  demoGaveUp: 'none, gave up',
  demoRunAgain: 'Run it again',
  demoStartFailing: 'Start the failing query',
  demoErrorPanelTitle: 'The error panel',
  demoErrorPanelText:
    "A screen that throws while rendering is replaced by the error panel, with a toggle that shows the error's message.",
  demoThrow: 'Throw a render error',
  demoRenderError: 'This render error was thrown on purpose by the demo.',
};
