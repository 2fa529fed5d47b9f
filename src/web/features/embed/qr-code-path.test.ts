import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { qrCodePath, qrCodeSvg } from './qr-code-path';

describe('qrCodePath', () => {
  const url = 'https://book.example/client-access/register/?tenant=sunrise-yoga';

  it('draws every dark module of the code once, inside a quiet zone of 4', () => {
    const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
    const { size, path } = qrCodePath(url);
    expect(size).toBe(modules.size + 8);
    const dark = Array.from(modules.data).filter(Boolean).length;
    expect(path.match(/M/g)).toHaveLength(dark);
    // The finder pattern's top-left module, just inside the quiet zone.
    expect(path.startsWith('M4 4h1v1h-1z')).toBe(true);
  });

  it('makes a printable SVG file of it', () => {
    const svg = qrCodeSvg(url);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 (\d+) \1"/);
    expect(svg).toContain('fill="#fff"');
  });
});
