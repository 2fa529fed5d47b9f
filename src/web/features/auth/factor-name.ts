const base = 'Authenticator app';

/**
 * A friendly name for a new authenticator factor that none of the user's factors has: the server
 * refuses a second factor with the same name (`mfa_factor_name_conflict`), unnamed ones included.
 */
export function newFactorName(taken: readonly string[]): string {
  const names = new Set(taken);
  if (!names.has(base)) return base;
  let counter = 2;
  while (names.has(`${base} ${counter}`)) counter += 1;
  return `${base} ${counter}`;
}
