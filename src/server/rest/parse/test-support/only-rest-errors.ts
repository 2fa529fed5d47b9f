import fc from 'fast-check';
import { RestError } from '../../rest-error.ts';

/** Characters that every grammar here treats specially. */
const COMMON_TOKENS = [' ', '"', '\\', ','];

/**
 * Property: for any text, `parse` returns or throws a RestError, never anything else. Besides
 * arbitrary strings it feeds strings built from `vocabulary` (space-separated tokens, the
 * parser's own words and punctuation), because random characters rarely get past the first one.
 */
export function assertOnlyRestErrors(parse: (text: string) => unknown, vocabulary: string): void {
  const tokens = [...vocabulary.split(' '), ...COMMON_TOKENS];
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
