// What the events written to a staff member's own calendar say (issue 37, point 3): each
// booking's summary and description, in the staff member's language.
export default {
  appointmentSummary: '{service} with {client}',
  groupSummary: '{service} ({booked} of {capacity} booked)',
  description: 'Open the booking: {link}',
};
