/** The file's own name from its object path `{tenant_id}/{client_id}/{file}`. */
export function sharedFileName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1) || 'file';
}
