import { useEffect, type RefObject } from 'react';

/**
 * The message the embed page sends the page that frames it, which /embed.js (src/web/public)
 * reads to fit the iframe to its content. The same words are written there, a plain script.
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
    const report = () => {
      const height = Math.ceil(element.getBoundingClientRect().bottom + window.scrollY);
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
