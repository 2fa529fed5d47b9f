// What calendar files say (.ics): the subscription feeds, "Add to calendar" and the file an
// email carries: each event's summary and description, and a feed's name.
export default {
  clientSummary: '{service} ({business})',
  withStaff: 'With {staff}',
  withClient: 'With {client}',
  noClientYet: 'No client yet',
  booked: '{count, plural, one {# booked} other {# booked}}',
  clientFeedName: "{business}: {name}'s bookings",
  staffFeedName: "{business}: {name}'s sessions",
};
