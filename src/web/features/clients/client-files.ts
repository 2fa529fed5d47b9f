import type { SupabaseClient } from '@supabase/supabase-js';
// Relative and with extensions, as Node's resolution wants: db/tests/client-files.test.ts runs
// this module against the real policies.
import type { Database } from '../../database.types.ts';
import type { Words } from '../../../shared/i18n/words.ts';
import { dataOf } from '../data/data-error.ts';
import { clientFileObjectName, downloadFileName } from './client-file-name.ts';
import { storageErrorMessage } from './storage-error-message.ts';

// The files kept for a client: an object in the private client-files bucket and a
// client_documents row of kind 'file' that names it (docs/decisions/0012-file-storage.md).
// The row is what the screens list, so every write orders its two steps such that a failure
// leaves at worst an object no row names, which is never shown and harmless.

const bucket = 'client-files';

export interface ClientFile {
  id: string;
  title: string;
  storage_path: string;
  created_at: string;
  /** From the stored object; null when the object is missing. */
  size: number | null;
  mimetype: string | null;
}

/** A refusal of the storage server as an Error whose message a screen can show as it is. */
function fileError(error: { statusCode?: string; message?: string }, words?: Words) {
  return new Error(storageErrorMessage(error, words));
}

/** The client's files, newest first, with each stored object's size and type. */
export async function listClientFiles(
  supabase: SupabaseClient<Database>,
  tenantId: string,
  clientId: string,
): Promise<ClientFile[]> {
  const [rows, listed] = await Promise.all([
    dataOf(
      supabase
        .from('client_documents')
        .select('id, title, storage_path, created_at')
        .eq('tenant_id', tenantId)
        .eq('client_id', clientId)
        .eq('kind', 'file')
        .order('created_at', { ascending: false }),
    ),
    supabase.storage.from(bucket).list(`${tenantId}/${clientId}`, { limit: 1000 }),
  ]);
  if (listed.error) throw fileError(listed.error);
  const metadata = new Map(
    listed.data.map((object) => [`${tenantId}/${clientId}/${object.name}`, object.metadata]),
  );
  // A file row always names its object (a check constraint); the type cannot know the kind.
  return rows.flatMap(({ storage_path, ...row }) => {
    if (storage_path === null) return [];
    const stored = metadata.get(storage_path) as { size?: number; mimetype?: string } | null;
    return [
      { ...row, storage_path, size: stored?.size ?? null, mimetype: stored?.mimetype ?? null },
    ];
  });
}

/**
 * Uploads the file, then adds the row that lists it. The upload is the step people get refused
 * (size, type), and it leaves nothing; when the row is refused the object is removed again.
 * A refused upload is said in `words`, the reader's.
 */
export async function shareClientFile(
  supabase: SupabaseClient<Database>,
  tenantId: string,
  clientId: string,
  file: File,
  title: string,
  words: Words,
): Promise<void> {
  const name = clientFileObjectName(tenantId, clientId, file.name, crypto.randomUUID());
  const uploaded = await supabase.storage.from(bucket).upload(name, file, {
    // A file the browser cannot type is refused by the bucket (415), which is what we want.
    contentType: file.type || 'application/octet-stream',
  });
  if (uploaded.error) throw fileError(uploaded.error, words);
  try {
    await dataOf(
      supabase.from('client_documents').insert({
        tenant_id: tenantId,
        client_id: clientId,
        kind: 'file',
        title: title.trim().slice(0, 200),
        storage_path: name,
      }),
    );
  } catch (refused) {
    // Admins and owners, the only ones offered this, may delete what they uploaded. Should it
    // fail all the same, the object is unlisted and harmless; the refusal is what to show.
    await supabase.storage.from(bucket).remove([name]);
    throw refused;
  }
}

/**
 * A link valid for a minute, long enough to follow it and too short to pass around: to open the
 * file in the browser, or to save it under its title.
 */
export async function clientFileUrl(
  supabase: SupabaseClient<Database>,
  file: Pick<ClientFile, 'title' | 'storage_path'>,
  purpose: 'view' | 'download',
): Promise<string> {
  const download = downloadFileName(file.title, file.storage_path);
  const signed = await supabase.storage
    .from(bucket)
    .createSignedUrl(file.storage_path, 60, purpose === 'download' ? { download } : undefined);
  if (signed.error) throw fileError(signed.error);
  return signed.data.signedUrl;
}

/**
 * Removes the row first, then the object: if the object cannot be removed, the file is already
 * gone from the client's list and only unlisted bytes remain. The other order could leave a
 * listed file that cannot be downloaded. Resolves to the storage error message when only the
 * object was left behind. A refusal is said in `words`, the reader's.
 */
export async function removeClientFile(
  supabase: SupabaseClient<Database>,
  tenantId: string,
  file: Pick<ClientFile, 'id' | 'storage_path'>,
  words: Words,
): Promise<{ objectLeft: string | null }> {
  const removed = await dataOf(
    supabase
      .from('client_documents')
      .delete()
      .eq('tenant_id', tenantId)
      .eq('id', file.id)
      .select('id'),
  );
  // Row-level security hides what a role may not delete: no error, no row.
  if (removed.length === 0) {
    throw new Error(words.formatMessage({ id: 'clients.fileNotRemovable' }));
  }
  const object = await supabase.storage.from(bucket).remove([file.storage_path]);
  return { objectLeft: object.error ? storageErrorMessage(object.error) : null };
}
