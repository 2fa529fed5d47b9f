/** A name for the next passkey that none of the user's factors has ("Passkey", "Passkey 2"). */
export function newPasskeyName(taken: readonly string[]): string {
  const names = new Set(taken);
  if (!names.has('Passkey')) return 'Passkey';
  let counter = 2;
  while (names.has(`Passkey ${counter}`)) counter += 1;
  return `Passkey ${counter}`;
}
