import type { MouseEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import classes from './skip-link.module.css';

/**
 * The first stop of the keyboard: jumps past the header and navigation. It moves focus itself
 * instead of following `#target`, so the router sees no new URL.
 */
export function SkipLink({ targetId }: { targetId: string }) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(targetId)?.focus();
  };
  return (
    <a className={classes.skipLink} href={`#${targetId}`} onClick={skip}>
      <FormattedMessage id="common.skipToContent" />
    </a>
  );
}
