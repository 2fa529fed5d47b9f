import type { IntlShape } from '@formatjs/intl';

/**
 * What shared code needs of FormatJS to write words: the server's intl object (static-words.ts)
 * and the SPA's (react-intl's useIntl) both have it.
 */
export type Words = Pick<IntlShape, 'locale' | 'formatMessage' | 'formatList'>;
