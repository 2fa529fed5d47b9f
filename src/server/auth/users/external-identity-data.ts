/** Claims of an ID token that Supabase Auth copies into identity_data under these names. */
const copied = ['iss', 'sub', 'email', 'name', 'picture', 'preferred_username', 'phone'] as const;

/**
 * identity_data (and, for a new user, user_metadata) of an external OpenID Connect identity, in
 * Supabase Auth's shape: the standard claims plus full_name/avatar_url/provider_id aliases.
 */
export function externalIdentityData(claims: Record<string, unknown>): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const key of copied) {
    if (typeof claims[key] === 'string' && claims[key] !== '') data[key] = claims[key];
  }
  if (typeof data.email === 'string') data.email = data.email.toLowerCase();
  data.email_verified = data.email !== undefined && isTrue(claims.email_verified);
  data.phone_verified = data.phone !== undefined && isTrue(claims.phone_number_verified);
  if (typeof data.name === 'string') data.full_name = data.name;
  if (typeof data.picture === 'string') data.avatar_url = data.picture;
  data.provider_id = data.sub;
  return data;
}

// Some providers send "true" as a string.
function isTrue(value: unknown): boolean {
  return value === true || value === 'true';
}

/** app_metadata.providers: each provider of the user's identities once, oldest first. */
export function providersOf(identities: { provider: string }[]): string[] {
  return [...new Set(identities.map((identity) => identity.provider))];
}
