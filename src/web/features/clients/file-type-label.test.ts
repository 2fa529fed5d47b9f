import { describe, expect, it } from 'vitest';
import { fileTypeLabel } from './file-type-label';

describe('fileTypeLabel', () => {
  it('names the types the client-files bucket takes', () => {
    expect(fileTypeLabel('application/pdf')).toBe('PDF');
    expect(fileTypeLabel('text/plain;charset=UTF-8')).toBe('Text');
    expect(fileTypeLabel('text/csv')).toBe('CSV');
    expect(
      fileTypeLabel('application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
    ).toBe('Word document');
  });

  it('names an image by its format', () => {
    expect(fileTypeLabel('image/png')).toBe('PNG image');
    expect(fileTypeLabel('image/svg+xml')).toBe('SVG image');
  });

  it('says "File" when the type is unknown or missing', () => {
    expect(fileTypeLabel(null)).toBe('File');
    expect(fileTypeLabel('application/octet-stream')).toBe('File');
  });
});
