import { formatMinutes } from '@shared/offer-text.ts';
import { useIntl } from 'react-intl';

/** A length of time in the reader's words: "1 h 30 min", "1 Std. 30 Min.". */
export function DurationText({ minutes }: { minutes: number }) {
  return formatMinutes(minutes, useIntl());
}
