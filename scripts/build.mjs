// `npm run build`, and `npm start`'s first step with --if-changed: builds the server (tsc) and the
// app (Vite, then precompressed twins) side by side, and stamps the result. With --if-changed an
// unchanged tree with a stamped build starts at once. The stamp is removed before building and
// written only after both builds finish, so an interrupted or failed build is rebuilt next time.
import { spawn } from 'node:child_process';
import { inputsDigest, isBuilt, removeStamp, writeStamp } from './build-stamp.mjs';

const root = process.cwd();
const before = inputsDigest(root);
if (process.argv.includes('--if-changed') && isBuilt(root, before)) {
  console.log('The build is up to date with the sources.');
  process.exit(0);
}

removeStamp(root);
const run = (script) =>
  new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code === 0 && signal === null));
  });
const started = performance.now();
const [server, web] = await Promise.all([run('build:server'), run('build:web')]);
if (!server || !web) process.exit(1);
// Vite's router plugin rewrites src/web/route-tree.gen.ts; when it or anything else changed
// during the build, the build may not match either digest, so it is left unstamped.
if (inputsDigest(root) === before) writeStamp(root, before);
console.log(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
