/**
 * The failure an external provider's sign-in (or connection) came back with: the auth server
 * puts `error_description` (and `error_code`) in the query and the fragment of the return address.
 */
export function redirectError(href: string): { code: string; message: string } | undefined {
  const url = new URL(href);
  for (const params of [url.searchParams, new URLSearchParams(url.hash.replace(/^#/, ''))]) {
    const description = params.get('error_description');
    if (description !== null && description !== '') {
      return { code: params.get('error_code') ?? params.get('error') ?? '', message: description };
    }
  }
  return undefined;
}

// What a person can do about the failures a provider's return carries.
const messages: Record<string, string> = {
  identity_already_exists:
    'That account at the provider already signs in to another account here. Sign in with it there and disconnect it first.',
  user_banned: 'This account is blocked. Contact the business.',
  bad_oauth_state: 'That sign-in took too long or was already used. Try again.',
};

/** A clear sentence for a failed return from a provider. */
export function redirectErrorMessage(error: { code: string; message: string }): string {
  if (error.code === 'access_denied' || error.code === 'bad_oauth_callback') {
    return `The sign-in at the provider did not complete: ${error.message}`;
  }
  return messages[error.code] ?? error.message;
}
