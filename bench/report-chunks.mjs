// The reports screens' weight (issue 36, point 9), read from the built SPA: the JavaScript and
// CSS that opening /t/reports downloads and the app's entry does not. The route's chunks are
// the files whose source maps name its sources; what each needs is the preload list Vite writes
// beside every dynamic import (`import(...)`, `__vite__mapDeps([target, ...its files])`, indexes
// into the list of files of the chunk that imports it), which holds its CSS too.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const routeSources = 'src/web/routes/t/_shell/reports/';

/** The chunks a chunk imports statically (`from"./x.js"`, `import"./x.js"`), by file name. */
function staticImports(code) {
  return [...code.matchAll(/(?:from|import)\s*["'`]\.\/([^"'`]+\.js)["'`]/g)].map((m) => m[1]);
}

/** Every file the chunks `start` import statically, themselves included. */
function closure(assets, start) {
  const seen = new Set();
  const next = [...start];
  while (next.length > 0) {
    const file = next.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    if (file.endsWith('.js')) {
      next.push(...staticImports(fs.readFileSync(path.join(assets, file), 'utf8')));
    }
  }
  return seen;
}

/** For each dynamically imported chunk, the files its preload lists name (it comes first). */
function preloadLists(assets, chunks) {
  const lists = [];
  for (const chunk of chunks) {
    const code = fs.readFileSync(path.join(assets, chunk), 'utf8');
    const names = /__vite__mapDeps=.*?m\.f=\[([^\]]*)\]/.exec(code)?.[1];
    if (names === undefined) continue;
    const files = names.split(',').map((name) => path.basename(name.replace(/["'`]/g, '')));
    for (const call of code.matchAll(/__vite__mapDeps\(\[([\d,]*)\]\)/g)) {
      lists.push(call[1].split(',').map((index) => files[Number(index)]));
    }
  }
  return lists;
}

function sourcesOf(assets, chunk) {
  const map = path.join(assets, `${chunk}.map`);
  return fs.existsSync(map) ? JSON.parse(fs.readFileSync(map, 'utf8')).sources : [];
}

/** The files only /t/reports loads, with their gzip sizes (level 9), from `dist` (dist/web). */
export function reportScreensWeight(dist = 'dist/web') {
  const assets = path.join(dist, 'assets');
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entry = closure(
    assets,
    [...html.matchAll(/(?:src|href)="\/assets\/([^"]+)"/g)].map((m) => m[1]),
  );
  const chunks = fs.readdirSync(assets).filter((file) => file.endsWith('.js'));
  const routeChunks = chunks.filter((chunk) =>
    sourcesOf(assets, chunk).some((source) => source.includes(routeSources)),
  );
  if (routeChunks.length === 0) throw new Error(`no built chunk comes from ${routeSources}`);
  const loaded = closure(assets, routeChunks);
  for (const list of preloadLists(assets, chunks)) {
    if (routeChunks.includes(list[0])) for (const file of list) loaded.add(file);
  }
  const files = [...loaded].filter((file) => !entry.has(file)).sort();
  const gzip = (ending) =>
    files
      .filter((file) => file.endsWith(ending))
      .reduce(
        (sum, file) =>
          sum + gzipSync(fs.readFileSync(path.join(assets, file)), { level: 9 }).length,
        0,
      );
  return { files, js: gzip('.js'), css: gzip('.css') };
}
