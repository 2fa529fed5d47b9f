import fs from 'node:fs';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { tabNoteId } from '../booking-page/booking-page-markup.ts';
import { websitesElementId } from './embed-page-document.ts';

// The embed page's script (src/web/public/embed-page.js), served as it is, run here against a
// stand-in for the browser: where the booking continues, and the height it tells the framing
// page. The stand-in finds elements by the ids the server writes, so the two cannot drift apart.

const source = fs.readFileSync(new URL('../../web/public/embed-page.js', import.meta.url), 'utf8');

const named = 'https://fjord.example';

interface Visit {
  /** The browser's list of ancestors (Chromium, Safari); absent where it has none (Firefox). */
  ancestors?: string[];
  /** Framed at all; true when ancestors are given. */
  framed?: boolean;
  referrer?: string;
  storage?: 'works' | 'refused';
}

function visit({
  ancestors,
  framed = ancestors !== undefined,
  referrer = '',
  storage = 'works',
}: Visit) {
  const removed: string[] = [];
  const element = (name: string) => ({ parentNode: { removeChild: () => removed.push(name) } });
  const posted: { message: unknown; origin: string }[] = [];
  const kept = new Map<string, string>();
  const listeners: ((event: { source: unknown; data: unknown }) => void)[] = [];
  const window: Record<string, unknown> = {
    scrollY: 10,
    location: ancestors === undefined ? {} : { ancestorOrigins: ancestors },
    addEventListener: (type: string, listener: (typeof listeners)[number]) => {
      if (type === 'message') listeners.push(listener);
    },
  };
  const parent = framed
    ? { postMessage: (message: unknown, origin: string) => posted.push({ message, origin }) }
    : window;
  window.parent = parent;
  Object.defineProperty(window, 'localStorage', {
    get() {
      if (storage === 'refused') throw new Error('The operation is insecure.');
      return {
        setItem: (key: string, value: string) => kept.set(key, value),
        getItem: (key: string) => kept.get(key) ?? null,
        removeItem: (key: string) => kept.delete(key),
      };
    },
  });
  const elements: Record<string, unknown> = {
    [websitesElementId]: { textContent: JSON.stringify([named, 'http://localhost:8080']) },
    [tabNoteId]: element('note'),
  };
  const selected: Record<string, unknown> = {
    'base[target]': element('base'),
    '.bp': { getBoundingClientRect: () => ({ bottom: 801.2 }) },
  };
  const document = {
    referrer,
    getElementById: (id: string) => elements[id] ?? null,
    querySelector: (selector: string) => selected[selector] ?? null,
  };
  class ResizeObserver {
    observe() {}
  }
  vm.runInNewContext(source, { window, document, URL, ResizeObserver });
  return {
    place: removed.includes('base') ? 'here' : 'new tab',
    noteShown: !removed.includes('note'),
    posted,
    storageLeftClean: kept.size === 0,
    /** A message arriving at the page, as from the framing page or another frame. */
    receive: (data: unknown, from: 'parent' | 'another frame' = 'parent') => {
      const source = from === 'parent' ? parent : {};
      for (const listener of listeners) listener({ source, data });
    },
  };
}

describe('the embed page script', () => {
  it('keeps the booking in the frame on a named website that lets it keep storage', () => {
    const result = visit({ ancestors: [named] });
    expect(result).toMatchObject({ place: 'here', noteShown: false, storageLeftClean: true });
    expect(result.posted).toEqual([
      { message: { type: 'booking-embed:height', height: 812 }, origin: '*' },
    ]);
  });

  it('opens a new tab on a website the business did not name, still showing the page', () => {
    const result = visit({ ancestors: ['https://elsewhere.example'] });
    expect(result).toMatchObject({ place: 'new tab', noteShown: true });
    expect(result.posted).toHaveLength(1);
    // An opaque origin (a sandboxed frame) is no named site either.
    expect(visit({ ancestors: ['null'] }).place).toBe('new tab');
  });

  it('opens a new tab where the browser refuses the frame storage, even on a named website', () => {
    expect(visit({ ancestors: [named], storage: 'refused' })).toMatchObject({
      place: 'new tab',
      noteShown: true,
    });
  });

  it('opens a new tab when a named website is itself framed by another', () => {
    expect(visit({ ancestors: [named, 'https://elsewhere.example'] }).place).toBe('new tab');
  });

  it('reads the framing site from the referrer where the browser lists no ancestors', () => {
    expect(visit({ framed: true, referrer: `${named}/classes` }).place).toBe('here');
    expect(visit({ framed: true, referrer: '' }).place).toBe('new tab');
    expect(visit({ framed: true, referrer: 'not a url' }).place).toBe('new tab');
  });

  it('tells its height again when /embed.js asks, having missed the first answer', () => {
    const result = visit({ ancestors: ['https://elsewhere.example'] });
    result.receive({ type: 'booking-embed:ask-height' });
    expect(result.posted).toHaveLength(2);
    expect(result.posted[1]?.message).toEqual({ type: 'booking-embed:height', height: 812 });
    result.receive({ type: 'booking-embed:ask-height' }, 'another frame');
    result.receive({ type: 'something else' });
    result.receive(null);
    expect(result.posted).toHaveLength(2);
  });

  it('keeps links in place on a page opened on its own, and tells no one its height', () => {
    expect(visit({ framed: false })).toMatchObject({ place: 'here', noteShown: false, posted: [] });
  });
});
