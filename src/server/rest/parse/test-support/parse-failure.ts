import { expect } from 'vitest';

/** Matches the PGRST100 a parser throws for `input`: for `toThrow`. */
export function parseFailure(what: string, input: string, column: number, details: string) {
  return expect.objectContaining({
    status: 400,
    code: 'PGRST100',
    message: `"failed to parse ${what} (${input})" (line 1, column ${column})`,
    details,
  });
}
