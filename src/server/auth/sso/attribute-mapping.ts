/**
 * Supabase Auth's attribute mapping: for each claim of the user's identity, the SAML attribute
 * (or the first present of several) it comes from, or a default value.
 */
export interface AttributeMapping {
  keys?: Record<string, { name?: string; names?: string[]; default?: unknown }>;
}

/** The claims the mapping draws from an assertion's attributes (first value of each). */
export function mapAttributes(
  mapping: AttributeMapping,
  attributes: Record<string, string[]>,
): Record<string, unknown> {
  const claims: Record<string, unknown> = {};
  for (const [claim, rule] of Object.entries(mapping.keys ?? {})) {
    const names = [...(rule.name === undefined ? [] : [rule.name]), ...(rule.names ?? [])];
    const value = names.map((name) => attributes[name]?.[0]).find((v) => v !== undefined);
    if (value !== undefined) claims[claim] = value;
    else if (rule.default !== undefined) claims[claim] = rule.default;
  }
  return claims;
}

/** The user's email: the mapped `email` claim, else a NameID that is an address. */
export function emailOf(
  claims: Record<string, unknown>,
  nameId: string,
  nameIdFormat: string,
): string | undefined {
  const mapped = claims.email;
  const candidate =
    typeof mapped === 'string' && mapped !== ''
      ? mapped
      : nameIdFormat.endsWith(':emailAddress') || nameId.includes('@')
        ? nameId
        : undefined;
  const email = candidate?.trim().toLowerCase();
  return email !== undefined && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : undefined;
}
