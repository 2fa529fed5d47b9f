/**
 * The checks of a session's day, start time and capacity before the database sees them; the
 * database checks the same (schedule_session, reschedule_booking) and says which field it was.
 */
export const sessionRules = {
  date: (value: string) => (value ? null : 'Choose a day.'),
  time: (value: string) =>
    /^\d{2}:\d{2}$/.test(value) ? null : 'Give a start time such as 18:00.',
  capacity: (value: number) =>
    Number.isInteger(value) && value >= 1 && value <= 1000 ? null : 'From 1 to 1000 people.',
};
