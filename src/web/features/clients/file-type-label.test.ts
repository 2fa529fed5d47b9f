import { wordsIn } from '@shared/i18n/static-words.ts';
import { describe, expect, it } from 'vitest';
import { fileTypeLabel } from './file-type-label';

const en = wordsIn('en');

describe('fileTypeLabel', () => {
  it('names the types the client-files bucket takes', () => {
    expect(fileTypeLabel('application/pdf', en)).toBe('PDF');
    expect(fileTypeLabel('text/plain;charset=UTF-8', en)).toBe('Text');
    expect(fileTypeLabel('text/csv', en)).toBe('CSV');
    expect(
      fileTypeLabel('application/vnd.openxmlformats-officedocument.wordprocessingml.document', en),
    ).toBe('Word document');
  });

  it('names an image by its format', () => {
    expect(fileTypeLabel('image/png', en)).toBe('PNG image');
    expect(fileTypeLabel('image/svg+xml', en)).toBe('SVG image');
    expect(fileTypeLabel('image/png', wordsIn('de'))).toBe('PNG-Bild');
  });

  it('says "File" when the type is unknown or missing', () => {
    expect(fileTypeLabel(null, en)).toBe('File');
    expect(fileTypeLabel('application/octet-stream', en)).toBe('File');
  });
});
