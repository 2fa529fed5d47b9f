import { wordsIn } from '@shared/i18n/static-words.ts';
import { describe, expect, it } from 'vitest';
import { largestLogoBytes, logoFileProblem, logoObjectName } from './logo-file';

const en = wordsIn('en');

describe('logoFileProblem', () => {
  it('takes raster images up to 1 MB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp', 'image/gif']) {
      expect(logoFileProblem({ type, size: largestLogoBytes }, en)).toBeNull();
    }
  });

  it('refuses SVG and other files, with the types it takes', () => {
    for (const type of ['image/svg+xml', 'application/pdf', 'text/html', '']) {
      expect(logoFileProblem({ type, size: 10 }, en)).toMatch(/^Choose a PNG, JPEG, WebP or GIF/);
    }
  });

  it('refuses a file over 1 MB, with its size', () => {
    expect(logoFileProblem({ type: 'image/png', size: 2.5 * 1024 * 1024 }, en)).toBe(
      'This image is 2.5 MB; a logo can be at most 1 MB. Save it smaller and try again.',
    );
    expect(logoFileProblem({ type: 'image/png', size: 2 * 1024 * 1024 }, en)).toMatch(
      /^This image is 2\.0 MB;/,
    );
  });

  it('says why in the language shown', () => {
    expect(logoFileProblem({ type: 'image/png', size: 2.5 * 1024 * 1024 }, wordsIn('de'))).toMatch(
      /^Dieses Bild ist 2,5 MB groß;/,
    );
  });
});

describe('logoObjectName', () => {
  it("is a new name in the business's folder with the type's extension", () => {
    expect(logoObjectName('t1', 'image/jpeg', 'abc')).toBe('t1/logo-abc.jpg');
    expect(logoObjectName('t1', 'image/png', 'def')).toBe('t1/logo-def.png');
  });
});
