import { describe, expect, it } from 'vitest';
import { clientFileObjectName, downloadFileName, safeFileName } from './client-file-name';

describe('safeFileName', () => {
  it('keeps a plain name as it is', () => {
    expect(safeFileName('intake-form_2024.pdf')).toBe('intake-form_2024.pdf');
  });

  it('turns spaces, slashes and punctuation into single dashes', () => {
    expect(safeFileName('My scan (page 1).PDF')).toBe('My-scan-page-1.pdf');
    expect(safeFileName('../../etc/passwd')).toBe('etc-passwd');
    expect(safeFileName('a\\b\u0000c.txt')).toBe('a-b-c.txt');
  });

  it('keeps letters beyond ASCII', () => {
    expect(safeFileName('Gesundheitsfragebogen Müller.pdf')).toBe(
      'Gesundheitsfragebogen-Müller.pdf',
    );
  });

  it('names a file with nothing usable in its name "file"', () => {
    expect(safeFileName('???.png')).toBe('file.png');
    expect(safeFileName('')).toBe('file');
    expect(safeFileName('.bashrc')).toBe('file.bashrc');
  });

  it('shortens a long name but keeps its extension', () => {
    const safe = safeFileName(`${'a'.repeat(300)}.jpeg`);
    expect(safe).toHaveLength(120);
    expect(safe.endsWith('.jpeg')).toBe(true);
  });
});

describe('clientFileObjectName', () => {
  it('puts the file in the folder of its business and client, after its id', () => {
    expect(clientFileObjectName('t1', 'c1', 'Scan 1.pdf', 'u1')).toBe('t1/c1/u1-Scan-1.pdf');
  });
});

describe('downloadFileName', () => {
  it('saves under the title, with the stored extension added when missing', () => {
    expect(downloadFileName('Medical form', 't/c/u-scan.pdf')).toBe('Medical form.pdf');
    expect(downloadFileName('Medical form.PDF', 't/c/u-scan.pdf')).toBe('Medical form.PDF');
  });

  it('leaves out characters a file name cannot hold', () => {
    expect(downloadFileName('Form 1/2: "signed"', 't/c/u-a.txt')).toBe('Form 1 2 signed.txt');
  });

  it('falls back to the stored name when the title has nothing left', () => {
    expect(downloadFileName('///', 't/c/u-a.txt')).toBe('u-a.txt');
  });
});
