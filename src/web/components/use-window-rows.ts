import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useState } from 'react';

export interface WindowRowsOptions {
  /** Roughly how tall a row is, in pixels, before it is measured. */
  estimateSize: number;
  /** Space between rows, in pixels. */
  gap?: number;
}

/**
 * The rows a long list renders: with `options`, only those near the screen, virtualised against
 * the window's scroll (the page scrolls as usual, with no inner scrolling box) and with spacers
 * before and after them keeping the scroll bar true; without, every row. `container` is the ref
 * of the element that holds the rows.
 */
export function useWindowRows(count: number, options: WindowRowsOptions | undefined) {
  const [scrollMargin, setScrollMargin] = useState(0);
  // A callback ref: the container is measured once it is on the page.
  const container = useCallback((element: HTMLElement | null) => {
    if (element) setScrollMargin(element.getBoundingClientRect().top + window.scrollY);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count,
    enabled: options !== undefined,
    estimateSize: () => options?.estimateSize ?? 0,
    gap: options?.gap,
    overscan: 8,
    scrollMargin,
  });
  if (!options) {
    return {
      container,
      indexes: [...Array(count).keys()],
      before: 0,
      after: 0,
      measure: undefined,
    };
  }
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items.at(-1);
  return {
    container,
    indexes: items.map((item) => item.index),
    before: first ? first.start - scrollMargin : 0,
    after: last ? virtualizer.getTotalSize() - last.end + scrollMargin : 0,
    measure: virtualizer.measureElement,
  };
}
