// The staff area's dashboard (src/web/routes/t/_shell/index.tsx and -components/dashboard).
export default {
  title: 'Dashboard',
  intro:
    "Today at {business}, {day}: the day's sessions and how full they are, who has arrived, and the money taken.",
  timeZone: 'Time zone',

  // The desk's most frequent errands.
  quickActions: 'Quick actions',
  newBooking: 'New booking',
  addClient: 'Add client',
  findAnything: 'Find anything ({keys})',

  // Messages that could not be delivered.
  failuresTitle: 'Messages not delivered',
  failuresClients: "To clients: see why and send them again from each client's Messages.",
  failureCount: '({count})',
  moreClients: 'And {count} more clients.',
  failuresTeam: 'To the team: check the address in Team, then invite again or tell them yourself.',
  teamFailure: '{what} ({reason})',
  moreMessages: 'And {count} more.',

  // The day in numbers.
  figuresTitle: 'Today in numbers',
  sessions: 'Sessions',
  placesBooked: '{booked} of {places} places booked',
  arrivals: 'Arrivals',
  arrivalsValue: '{checkedIn} / {expected}',
  arrivalsDetail: 'checked in of expected',
  revenue: 'Revenue',
  revenueDetail: '{taken} taken, {refunded} refunded',

  // The day's sessions.
  sessionsTitle: "Today's sessions",
  nothingToday: 'Nothing is scheduled today.',
  sessionTimes: '{start}–{end}',
  noTeacher: 'No teacher yet',
  sessionBooked: '{booked} / {capacity} booked',
  sessionCheckedIn: '{count} in',
  sessionFill: '{service}: {booked} of {capacity} places booked',
  full: 'Full',
  waiting: '{count} waiting',
};
