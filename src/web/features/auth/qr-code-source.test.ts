import { describe, expect, it } from 'vitest';
import { qrCodeSource } from './qr-code-source';

const svg = '<svg xmlns="http://www.w3.org/2000/svg"><path fill="#ffffff" d="M0 0h1"/></svg>';

describe('qrCodeSource', () => {
  it('encodes the SVG that supabase-js puts behind its data URL prefix', () => {
    const source = qrCodeSource(`data:image/svg+xml;utf-8,${svg}`);
    expect(source).not.toContain('#');
    expect(source.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(source.slice(source.indexOf(',') + 1))).toBe(svg);
  });

  it('encodes a bare SVG, and leaves any other data URL as it is', () => {
    expect(qrCodeSource(svg)).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    expect(qrCodeSource('data:image/png;base64,iVBORw0KGgo=')).toBe(
      'data:image/png;base64,iVBORw0KGgo=',
    );
  });
});
