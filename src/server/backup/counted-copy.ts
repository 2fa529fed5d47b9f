import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { Transform, Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** How many bytes went through and their SHA-256, as hex. */
export interface Counted {
  size: number;
  sha256: string;
}

/**
 * Streams `source` into `target` (or nowhere), counting its bytes and SHA-256 on the way: no file
 * is ever held whole, whatever its size.
 */
export async function countedCopy(source: Readable, target?: Writable): Promise<Counted> {
  const hash = createHash('sha256');
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.byteLength;
      hash.update(chunk);
      done(null, chunk);
    },
  });
  const nowhere = new Writable({ write: (_chunk, _encoding, done) => done() });
  await pipeline(source, counter, target ?? nowhere);
  return { size, sha256: hash.digest('hex') };
}

export function fileChecksum(file: string): Promise<Counted> {
  return countedCopy(fs.createReadStream(file));
}
