import { useEffect } from 'react';

/**
 * The message the embed page sends the page that frames it, which /embed.js (src/web/public)
 * reads to fit the iframe to its content. The same words are written there, a plain script.
 */
export const heightMessageType = 'booking-embed:height';

/**
 * Tells the framing page this page's height whenever it changes. The height is no secret, and
 * the framing site is any site, so it goes to any origin; /embed.js checks that it came from us.
 */
export function useReportHeight(): void {
  useEffect(() => {
    if (window.parent === window) return;
    const root = document.documentElement;
    let last = -1;
    const report = () => {
      const height = Math.ceil(root.scrollHeight);
      if (height === last) return;
      last = height;
      window.parent.postMessage({ type: heightMessageType, height }, '*');
    };
    const observer = new ResizeObserver(report);
    observer.observe(document.body);
    report();
    return () => observer.disconnect();
  }, []);
}
