import { describe, expect, it } from 'vitest';
import { largestLogoBytes, logoFileProblem, logoObjectName } from './logo-file';

describe('logoFileProblem', () => {
  it('takes raster images up to 1 MB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp', 'image/gif']) {
      expect(logoFileProblem({ type, size: largestLogoBytes })).toBeNull();
    }
  });

  it('refuses SVG and other files, with the types it takes', () => {
    for (const type of ['image/svg+xml', 'application/pdf', 'text/html', '']) {
      expect(logoFileProblem({ type, size: 10 })).toMatch(/^Choose a PNG, JPEG, WebP or GIF/);
    }
  });

  it('refuses a file over 1 MB, with its size', () => {
    expect(logoFileProblem({ type: 'image/png', size: 2.5 * 1024 * 1024 })).toBe(
      'This image is 2.5 MB; a logo can be at most 1 MB. Save it smaller and try again.',
    );
  });
});

describe('logoObjectName', () => {
  it("is a new name in the business's folder with the type's extension", () => {
    expect(logoObjectName('t1', 'image/jpeg', 'abc')).toBe('t1/logo-abc.jpg');
    expect(logoObjectName('t1', 'image/png', 'def')).toBe('t1/logo-def.png');
  });
});
