// An RFC 8058 one-click unsubscribe: a mail client POSTs `List-Unsubscribe=One-Click` to the
// List-Unsubscribe URL, with no cookies and no sign-in; the URL's token names the client
// record. What the request must hold is decided here; the route only runs it.

export type OneClickRequest =
  { ok: true; token: string } | { ok: false; status: 400 | 404; code: string; message: string };

/** What messaging.unsubscribe_token makes: 48 bytes in unpadded base64url. */
const tokenShape = /^[A-Za-z0-9_-]{64}$/;

/** A link we did not send, or one cut short: the same answer as a token no client has. */
export const unsubscribeNotFound = {
  ok: false,
  status: 404,
  code: 'unsubscribe_not_found',
  message: 'This unsubscribe link is not one we sent: open it again from the email, whole.',
} as const;

/** Checks a POST's token (from the URL) and its form body (already parsed). */
export function readOneClickRequest(
  token: string | undefined,
  form: Record<string, unknown> | null,
): OneClickRequest {
  if (token === undefined || token.trim() === '') {
    return {
      ok: false,
      status: 400,
      code: 'token_missing',
      message: 'This unsubscribe address has no token: use the link from the email, whole.',
    };
  }
  if (form?.['List-Unsubscribe'] !== 'One-Click') {
    return {
      ok: false,
      status: 400,
      code: 'one_click_body_missing',
      message: 'A one-click unsubscribe sends the form field List-Unsubscribe=One-Click.',
    };
  }
  // Checked here, so no text the database cannot take (a NUL) is ever sent to it.
  if (!tokenShape.test(token.trim())) return unsubscribeNotFound;
  return { ok: true, token: token.trim() };
}
