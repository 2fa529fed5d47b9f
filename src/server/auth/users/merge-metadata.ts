/** Supabase's metadata update: keys given replace the stored ones, a key set to null is removed. */
export function mergeMetadata(
  current: Record<string, unknown>,
  patch: Record<string, unknown>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries({ ...current, ...patch }).filter(([key]) => patch[key] !== null),
  );
}
