// Names for a client's shared files. The object name is built from the file name, but the
// storage server refuses names with control characters, dot segments or slashes, and a name a
// person typed may hold anything; the random prefix keeps two files of one name apart.

const longestName = 120;

/** A file name made safe as the last part of an object name: letters, digits, `.`, `-`, `_`. */
export function safeFileName(fileName: string): string {
  const extension = /\.([\p{L}\p{N}]{1,10})$/u.exec(fileName)?.[1] ?? '';
  const stem = extension ? fileName.slice(0, -extension.length - 1) : fileName;
  const clean = (part: string) =>
    part
      .normalize('NFKC')
      .replace(/[^\p{L}\p{N}_-]+/gu, '-')
      .replace(/-{2,}/g, '-')
      .replace(/^-|-$/g, '');
  const cleanExtension = clean(extension).toLowerCase();
  const room = longestName - (cleanExtension ? cleanExtension.length + 1 : 0);
  const cleanStem = clean(stem).slice(0, room).replace(/-$/, '') || 'file';
  return cleanExtension ? `${cleanStem}.${cleanExtension}` : cleanStem;
}

/** Where a client's file is kept in the client-files bucket (db/migrations/0070_storage.sql). */
export function clientFileObjectName(
  tenantId: string,
  clientId: string,
  fileName: string,
  id: string,
): string {
  return `${tenantId}/${clientId}/${id}-${safeFileName(fileName)}`;
}

/**
 * The name a download is saved under: the title the team gave the file, with the stored file's
 * extension when the title has none, so the computer still knows how to open it.
 */
export function downloadFileName(title: string, objectName: string): string {
  const base = title
    .replace(/[\p{Cc}/\\:*?"<>|]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const stored = objectName.split('/').pop() ?? '';
  const dot = stored.lastIndexOf('.');
  const extension = dot > 0 ? stored.slice(dot) : '';
  const name = base || stored || 'file';
  return extension && !name.toLowerCase().endsWith(extension.toLowerCase())
    ? `${name}${extension}`
    : name;
}
