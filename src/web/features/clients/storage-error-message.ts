// With its extension, as client-files.ts imports its own (it runs under Node in a db test).
import { sizeText } from './size-text.ts';

/**
 * What a refused upload or download means, in words for the person who tried. The storage
 * server answers Supabase Storage's `{statusCode, message}` (docs/decisions/0012-file-storage.md)
 * and supabase-js keeps both on its StorageError.
 */
interface StorageErrorLike {
  statusCode?: string;
  message?: string;
}

/** The types the client-files bucket accepts (db/migrations/0070_storage.sql), as people say them. */
export const allowedFileTypes =
  'PDFs, images, plain text and CSV files, and Word or OpenDocument text documents';

/** The client-files bucket's types, for the file chooser: the same list as the bucket's. */
export const acceptedFileTypes = [
  'application/pdf',
  'image/*',
  'text/plain',
  'text/csv',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.oasis.opendocument.text',
].join(',');

export function storageErrorMessage(error: StorageErrorLike): string {
  switch (error.statusCode) {
    case '413': {
      // The server names its limit in bytes: "... maximum allowed size (52428800 bytes)".
      const limit = /\((\d+) bytes\)/.exec(error.message ?? '')?.[1];
      return limit
        ? `This file is too large: files can be at most ${sizeText(Number(limit))}.`
        : 'This file is too large to share.';
    }
    case '415':
      return `This type of file cannot be shared. Share ${allowedFileTypes}.`;
    case '403':
      return 'Your role in this business does not allow this.';
    case '404':
      return 'This file no longer exists.';
    case '409':
      return 'A file of this name is already kept for this client. Try again.';
  }
  if (error.message === 'Failed to fetch' || /fetch|network/i.test(error.message ?? '')) {
    return 'The server could not be reached. Check your connection and try again.';
  }
  return error.message || 'Something went wrong. Try again.';
}
