import fc from 'fast-check';
import { RestError } from '../../rest-error.ts';

/**
 * Property: for any text, `parse` returns or throws a RestError, never anything else. Besides
 * arbitrary strings it feeds strings built from `tokens`, the parser's own vocabulary, because
 * random characters rarely get past the first one.
 */
export function assertOnlyRestErrors(parse: (text: string) => unknown, tokens: string[]): void {
  const grammatical = fc
    .array(fc.constantFrom(...tokens), { maxLength: 24 })
    .map((parts) => parts.join(''));
  fc.assert(
    fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), grammatical), (text) => {
      try {
        parse(text);
        return true;
      } catch (error) {
        return error instanceof RestError;
      }
    }),
    { numRuns: 1000 },
  );
}
