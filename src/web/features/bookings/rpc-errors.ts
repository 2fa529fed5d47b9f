/**
 * Which form field a refusal of the database belongs next to, by its stable code
 * (app.raise_error in db/migrations); the rest are shown above the form.
 */
export function fieldOfRefusal<F extends string>(
  code: string | undefined,
  fields: Partial<Record<string, F>>,
): F | undefined {
  return code === undefined ? undefined : fields[code];
}
