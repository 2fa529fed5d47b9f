/**
 * Whether a document stands between a client and booking for themselves, by the rule the
 * database enforces (db/migrations/0018): only when the business asks for documents before a
 * first booking, only for templates marked required_before_booking, and only until the client
 * has any place at all. A client who already holds places may book on, whatever is unsigned.
 */
export function neededToBook(
  document: { required_before_booking: boolean },
  client: { businessAsks: boolean; hasBooked: boolean },
): boolean {
  return document.required_before_booking && client.businessAsks && !client.hasBooked;
}
