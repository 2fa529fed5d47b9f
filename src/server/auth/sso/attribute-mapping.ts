/**
 * Supabase Auth's attribute mapping: for each claim of the user's identity, the SAML attribute
 * (or the first present of several) it comes from, or a default value.
 */
export interface AttributeMapping {
  keys?: Record<string, { name?: string; names?: string[]; default?: unknown }>;
}

/**
 * The claims the mapping draws from an assertion's attributes (first value of each). Only the
 * attributes the assertion has are read, and the claims are built from entries, so no name
 * (`constructor`, `__proto__`) reaches anything inherited.
 */
export function mapAttributes(
  mapping: AttributeMapping,
  attributes: Record<string, string[]>,
): Record<string, unknown> {
  const firstValue = (name: string) =>
    Object.hasOwn(attributes, name) ? attributes[name]?.[0] : undefined;
  return Object.fromEntries(
    Object.entries(mapping.keys ?? {}).flatMap(([claim, rule]) => {
      const names = [...(rule.name === undefined ? [] : [rule.name]), ...(rule.names ?? [])];
      const value = names.map(firstValue).find((v) => v !== undefined) ?? rule.default;
      return value === undefined ? [] : [[claim, value]];
    }),
  );
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
