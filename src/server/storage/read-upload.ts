import { Readable } from 'node:stream';
import busboy from 'busboy';
import type { ChunkReader } from './object-store.ts';
import { storageErrors } from './storage-error.ts';
import { cacheControlFrom, parseUserMetadata } from './upload-rules.ts';

/** An upload's file as a stream still to be read, with what came with it. */
export interface UploadBody {
  reader: ChunkReader;
  /** The fewest bytes the file can have by the request's Content-Length; 0 without one. */
  leastBytes: number;
  contentType: string;
  cacheControl: string;
  userMetadata: object | null;
}

const formFields = 10;
const formFieldBytes = 64 * 1024;
/** What a form may hold besides its file: its fields, and every part's headers and boundary. */
const formAllowance = formFields * formFieldBytes + 64 * 1024;

function emptyReader(): ChunkReader {
  return new ReadableStream<Uint8Array>({ start: (controller) => controller.close() }).getReader();
}

/**
 * The file of a multipart form as supabase-js sends one (`cacheControl`, maybe `metadata`, then
 * the file), parsed by busboy as it arrives: this resolves at the file's first bytes, and the
 * file is then read straight from the request, never gathered in memory. Later files are
 * ignored, as Supabase does.
 */
function readMultipart(
  request: Request,
  body: ReadableStream<Uint8Array>,
  leastBytes: number,
): Promise<UploadBody> {
  return new Promise((resolve, reject) => {
    const fields = new Map<string, string>();
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': request.headers.get('content-type') ?? '' },
        limits: { files: 1, fields: formFields, fieldSize: formFieldBytes },
      });
    } catch (error) {
      reject(storageErrors.invalidRequest(`Malformed multipart form: ${(error as Error).message}`));
      return;
    }
    let settled = false;
    parser.on('field', (name, value) => fields.set(name, value));
    parser.on('file', (_name, file, info) => {
      if (settled) {
        file.resume();
        return;
      }
      settled = true;
      try {
        resolve({
          reader: (Readable.toWeb(file) as ReadableStream<Uint8Array>).getReader(),
          leastBytes,
          contentType: info.mimeType,
          cacheControl: cacheControlFrom(fields.get('cacheControl')),
          userMetadata: parseUserMetadata(fields.get('metadata'), false),
        });
      } catch (error) {
        file.resume();
        reject(error);
      }
    });
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      reject(storageErrors.invalidRequest(`Malformed multipart form: ${(error as Error).message}`));
    };
    parser.on('error', fail);
    parser.on('close', () => {
      if (!settled) {
        settled = true;
        reject(storageErrors.invalidRequest('No content provided'));
      }
    });
    Readable.fromWeb(body as import('node:stream/web').ReadableStream<Uint8Array>)
      .on('error', fail)
      .pipe(parser);
  });
}

/**
 * What supabase-js sends to upload: a multipart form for Blobs and Files, else the raw bytes
 * with their type in Content-Type, Cache-Control as a header and metadata in `x-metadata`.
 */
export async function readUpload(request: Request): Promise<UploadBody> {
  const contentType = request.headers.get('content-type') ?? '';
  const declared = Number(request.headers.get('content-length') ?? 0) || 0;
  if (/^multipart\/form-data/i.test(contentType) && request.body) {
    return readMultipart(request, request.body, Math.max(0, declared - formAllowance));
  }
  return {
    reader: request.body?.getReader() ?? emptyReader(),
    leastBytes: declared,
    contentType: contentType || 'application/octet-stream',
    cacheControl: cacheControlFrom(request.headers.get('cache-control') ?? undefined),
    userMetadata: parseUserMetadata(request.headers.get('x-metadata') ?? undefined, true),
  };
}
