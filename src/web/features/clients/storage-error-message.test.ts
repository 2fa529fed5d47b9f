import { wordsIn } from '@shared/i18n/static-words.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { wordRefusalsWith } from '../data/data-error';
import { allowedFileTypes, storageErrorMessage } from './storage-error-message';

// Modules are shared between test files (vitest.config.ts): back to no language, English.
afterEach(() => wordRefusalsWith(undefined));

describe('storageErrorMessage', () => {
  it('names the size limit the server gave', () => {
    expect(
      storageErrorMessage(
        {
          statusCode: '413',
          message: 'The object exceeded the maximum allowed size (52428800 bytes)',
        },
        wordsIn('en'),
      ),
    ).toBe('This file is too large: files can be at most 50 MB.');
    expect(storageErrorMessage({ statusCode: '413', message: 'Payload too large' })).toBe(
      'This file is too large to share.',
    );
  });

  it('says which types are allowed when the type is refused', () => {
    const message = storageErrorMessage({
      statusCode: '415',
      message: 'mime type text/html is not supported',
    });
    expect(message).toContain(allowedFileTypes);
    expect(message).not.toContain('mime');
  });

  it('says a refusal by a policy is about the role', () => {
    expect(storageErrorMessage({ statusCode: '403', message: 'new row violates...' })).toBe(
      'Your role in this business does not allow this.',
    );
  });

  it('says when the server could not be reached', () => {
    expect(storageErrorMessage({ message: 'Failed to fetch' })).toMatch(/could not be reached/);
  });

  it('passes on any other message, or a general one when there is none', () => {
    expect(storageErrorMessage({ statusCode: '400', message: 'Invalid key' })).toBe('Invalid key');
    expect(storageErrorMessage({})).toBe('Something went wrong. Try again.');
  });

  it("says the refusal in the reader's language", () => {
    wordRefusalsWith(() => wordsIn('de'));
    expect(storageErrorMessage({ statusCode: '403', message: 'new row violates...' })).toBe(
      'Ihre Rolle bei diesem Anbieter erlaubt das nicht.',
    );
    expect(
      storageErrorMessage({
        statusCode: '413',
        message: 'The object exceeded the maximum allowed size (52428800 bytes)',
      }),
    ).toMatch(/^Diese Datei ist zu groß: Dateien dürfen höchstens 50 MB groß sein\.$/);
    expect(storageErrorMessage({ statusCode: '415' }, wordsIn('es'))).toMatch(
      /^Este tipo de archivo no se puede compartir\./,
    );
  });
});
