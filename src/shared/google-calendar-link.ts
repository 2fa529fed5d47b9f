// "Add to calendar › Google Calendar": Google's event template link, which opens a new event
// filled in for the signed-in Google user to save. Times go in UTC ('YYYYMMDDTHHMMSSZ'), so the
// event lands at the right instant whatever zone their Google calendar is in.

export interface GoogleCalendarEvent {
  title: string;
  /** ISO 8601 instants, as the database writes them. */
  startsAt: string;
  endsAt: string;
  details?: string | null;
  location?: string | null;
}

/** An instant as Google's dates parameter wants it: 20260630T080000Z. */
export function utcStamp(instant: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date and time: ${instant}`);
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

export function googleCalendarLink(event: GoogleCalendarEvent): string {
  const parameters: [string, string][] = [
    ['action', 'TEMPLATE'],
    ['text', event.title],
    // The slash between the two stays as it is: it is the separator Google reads.
    ['dates', `${utcStamp(event.startsAt)}/${utcStamp(event.endsAt)}`],
  ];
  if (event.details) parameters.push(['details', event.details]);
  if (event.location) parameters.push(['location', event.location]);
  const query = parameters
    .map(([name, value]) =>
      name === 'dates' ? `dates=${value}` : `${name}=${encodeURIComponent(value)}`,
    )
    .join('&');
  return `https://calendar.google.com/calendar/render?${query}`;
}
