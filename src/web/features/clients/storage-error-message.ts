// With extensions, as client-files.ts imports its own (it runs under Node in a db test).
import type { MessageId } from '../../../shared/i18n/message-ids.ts';
import type { Words } from '../../../shared/i18n/words.ts';
import { refusalWords } from '../data/data-error.ts';
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

/**
 * The types the client-files bucket accepts (db/migrations/0070_storage.sql), as people say them
 * in English: the file chooser's description, until its screen names them from its catalogue.
 * The refusal of another type says them in the reader's language (errors.fileTypeNotShared).
 */
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

/** What each refused status means to the person who tried (the 413 is said with its limit). */
const messagesByStatus = {
  '403': 'errors.roleNotAllowed',
  '404': 'errors.fileGone',
  '409': 'errors.fileNameTaken',
  '415': 'errors.fileTypeNotShared',
} as const satisfies Record<string, MessageId>;

const isExplained = (status: string | undefined): status is keyof typeof messagesByStatus =>
  status !== undefined && Object.hasOwn(messagesByStatus, status);

/** The refusal in `words`: the reader's language (data-error.ts), or English before it is shown. */
export function storageErrorMessage(
  error: StorageErrorLike,
  words: Words = refusalWords(),
): string {
  if (error.statusCode === '413') {
    // The server names its limit in bytes: "... maximum allowed size (52428800 bytes)".
    const limit = /\((\d+) bytes\)/.exec(error.message ?? '')?.[1];
    return limit
      ? words.formatMessage(
          { id: 'errors.fileTooLargeAtMost' },
          { size: sizeText(Number(limit), words) },
        )
      : words.formatMessage({ id: 'errors.fileTooLarge' });
  }
  if (isExplained(error.statusCode))
    return words.formatMessage({ id: messagesByStatus[error.statusCode] });
  if (error.message === 'Failed to fetch' || /fetch|network/i.test(error.message ?? '')) {
    return words.formatMessage({ id: 'errors.serverUnreachable' });
  }
  // Another refusal's text is the storage server's, passed on as before.
  return error.message || words.formatMessage({ id: 'errors.fileFailed' });
}
