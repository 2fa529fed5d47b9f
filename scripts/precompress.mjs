// Writes a .br and a .gz twin beside every compressible file of the built SPA, so the server
// sends compressed assets without compressing on each request (see src/server/static/serve-spa.ts).
// Source maps get only the .gz twin: brotli at quality 11 took 12 of the 16 s this step took,
// for files that only an open developer console ever fetches (docs/decisions/0021).
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const compressible = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.map']);
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (compressible.has(path.extname(entry.name))) yield full;
  }
}

async function precompress(file) {
  const content = await fs.promises.readFile(file);
  const writes = [fs.promises.writeFile(`${file}.gz`, await gzipped(content, { level: 9 }))];
  if (!file.endsWith('.map')) {
    const params = { [constants.BROTLI_PARAM_QUALITY]: 11 };
    writes.push(fs.promises.writeFile(`${file}.br`, await brotli(content, { params })));
  }
  await Promise.all(writes);
}

const root = process.argv[2];
if (!root) {
  console.error('Usage: node scripts/precompress.mjs <directory>');
  process.exit(2);
}
// zlib's asynchronous calls run on libuv's thread pool, so the files compress on every core.
const all = [...files(root)];
await Promise.all(all.map(precompress));
console.log(`precompressed ${all.length} files in ${root}`);
