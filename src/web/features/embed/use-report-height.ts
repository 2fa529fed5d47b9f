import { useEffect, type RefObject } from 'react';

/**
 * The message the client area sends the page that frames it, which /embed.js (src/web/public)
 * reads to fit the iframe to its content. The same words are written there and in the embed
 * page's script (embed-page.js), plain scripts.
 */
export const heightMessageType = 'booking-embed:height';

/**
 * Tells the framing page the height of this page's content whenever it changes. The content's
 * own box is measured, not the document's scroll height, which is never less than the frame's
 * height and so could only ever grow it. The height is no secret, and the framing site is any
 * site, so it goes to any origin; /embed.js checks that it came from us.
 */
export function useReportHeight(content: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = content.current;
    if (window.parent === window || element === null) return;
    let last = -1;
    // The area's main element pads the content below it (AppShell.Main); that space is part of
    // the page, or the frame would scroll by it.
    const main = element.closest('main');
    const report = () => {
      const below = main === null ? 0 : parseFloat(getComputedStyle(main).paddingBottom) || 0;
      const height = Math.ceil(element.getBoundingClientRect().bottom + window.scrollY + below);
      if (height === last) return;
      last = height;
      window.parent.postMessage({ type: heightMessageType, height }, '*');
    };
    const observer = new ResizeObserver(report);
    observer.observe(element);
    report();
    return () => observer.disconnect();
  }, [content]);
}
