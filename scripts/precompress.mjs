// Writes a .br and a .gz twin beside every compressible file of the built SPA, so the server
// sends compressed assets without compressing on each request (see src/server/static/serve-spa.ts).
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const compressible = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.map']);

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (compressible.has(path.extname(entry.name))) yield full;
  }
}

const root = process.argv[2];
if (!root) {
  console.error('Usage: node scripts/precompress.mjs <directory>');
  process.exit(2);
}
let count = 0;
for (const file of files(root)) {
  const content = fs.readFileSync(file);
  fs.writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  fs.writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  count++;
}
console.log(`precompressed ${count} files in ${root}`);
