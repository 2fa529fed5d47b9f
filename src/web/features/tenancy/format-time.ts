// Shared with the server, whose first screen of the booking page shows times as the screens do.
export { formatDateTime, formatDay, formatTime, zoneNote } from '@shared/format-time.ts';
