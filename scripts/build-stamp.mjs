// What `npm start` needs to know to skip the build: a digest of everything the server and app
// builds read, and a stamp that records the digest of the last build that finished.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The build's inputs, relative to the repository: folders are read whole. */
export const buildInputs = [
  'src',
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'tsconfig.server.json',
  'tsconfig.web.json',
  'vite.config.ts',
  'scripts/build.mjs',
  'scripts/build-stamp.mjs',
  'scripts/precompress.mjs',
];

/** What a finished build leaves; without them a stamp proves nothing. */
export const buildOutputs = ['dist/server/main.js', 'dist/web/index.html'];

export const stampFile = 'dist/build-stamp.json';

function* filesOf(root, relative) {
  const full = path.join(root, relative);
  if (!fs.existsSync(full)) return;
  if (!fs.statSync(full).isDirectory()) {
    yield relative;
    return;
  }
  const entries = fs.readdirSync(full).sort();
  for (const entry of entries) yield* filesOf(root, path.posix.join(relative, entry));
}

/** SHA-256 over every input file's path and content, in a fixed order. */
export function inputsDigest(root, inputs = buildInputs) {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of filesOf(root, input)) {
      hash.update(`${file}\0`);
      hash.update(fs.readFileSync(path.join(root, file)));
      hash.update('\0');
    }
  }
  return hash.digest('hex');
}

/** True when the last finished build was made from exactly these inputs and is still there. */
export function isBuilt(root, digest) {
  if (!buildOutputs.every((output) => fs.existsSync(path.join(root, output)))) return false;
  try {
    return JSON.parse(fs.readFileSync(path.join(root, stampFile), 'utf8')).digest === digest;
  } catch {
    return false;
  }
}

export function removeStamp(root) {
  fs.rmSync(path.join(root, stampFile), { force: true });
}

export function writeStamp(root, digest) {
  fs.mkdirSync(path.dirname(path.join(root, stampFile)), { recursive: true });
  fs.writeFileSync(path.join(root, stampFile), `${JSON.stringify({ digest })}\n`);
}
