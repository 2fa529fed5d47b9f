/** A backup or restore that cannot go ahead: its message says why and what to do instead. */
export class BackupError extends Error {
  override name = 'BackupError';
}
