import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inputsDigest, isBuilt, stampFile, writeStamp } from './build-stamp.mjs';

const buildScript = fileURLToPath(new URL('./build.mjs', import.meta.url));
let root;
const write = (file, text) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};
const outputs = () => {
  write('dist/server/main.js', '');
  write('dist/web/index.html', '');
};

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-stamp-'));
  write('src/web/main.tsx', 'export {};');
  write('package.json', '{}');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the inputs digest', () => {
  it('changes with a file’s content, a new file and a renamed one', () => {
    const first = inputsDigest(root);
    expect(inputsDigest(root)).toBe(first);
    write('src/web/main.tsx', 'export const x = 1;');
    const edited = inputsDigest(root);
    expect(edited).not.toBe(first);
    write('src/web/other.ts', '');
    const added = inputsDigest(root);
    expect(added).not.toBe(edited);
    fs.renameSync(path.join(root, 'src/web/other.ts'), path.join(root, 'src/web/renamed.ts'));
    expect(inputsDigest(root)).not.toBe(added);
  });

  it('ignores what the build writes', () => {
    const before = inputsDigest(root);
    outputs();
    expect(inputsDigest(root)).toBe(before);
  });
});

describe('a build', () => {
  it('counts as done only with its stamp, the same digest and its outputs', () => {
    const digest = inputsDigest(root);
    outputs();
    expect(isBuilt(root, digest)).toBe(false);
    writeStamp(root, digest);
    expect(isBuilt(root, digest)).toBe(true);
    expect(isBuilt(root, inputsDigest(root) + '0')).toBe(false);
    fs.rmSync(path.join(root, 'dist/web'), { recursive: true });
    expect(isBuilt(root, digest)).toBe(false);
  });

  // The real script with npm, on a tree whose two builds are small commands.
  const build = (serverCommand, ...args) => {
    const makeWeb = `node -e "require('fs').mkdirSync('dist/web',{recursive:true});require('fs').writeFileSync('dist/web/index.html','')"`;
    const makeServer = `node -e "require('fs').mkdirSync('dist/server',{recursive:true});require('fs').appendFileSync('dist/server/main.js','x')"`;
    write(
      'package.json',
      JSON.stringify({
        scripts: { 'build:server': serverCommand ?? makeServer, 'build:web': makeWeb },
      }),
    );
    return spawnSync(process.execPath, [buildScript, ...args], { cwd: root, encoding: 'utf8' });
  };
  const serverBuilds = () => fs.readFileSync(path.join(root, 'dist/server/main.js'), 'utf8');

  it('runs again only when the sources changed, and never stamps a failed build', () => {
    expect(build(undefined, '--if-changed').status).toBe(0);
    expect(serverBuilds()).toBe('x');
    expect(fs.existsSync(path.join(root, stampFile))).toBe(true);
    expect(build(undefined, '--if-changed').stdout).toContain('up to date');
    expect(serverBuilds()).toBe('x');

    write('src/web/main.tsx', 'export const changed = true;');
    expect(build(undefined, '--if-changed').status).toBe(0);
    expect(serverBuilds()).toBe('xx');

    write('src/web/main.tsx', 'export const broken = true;');
    expect(build('node -e "process.exit(3)"', '--if-changed').status).toBe(1);
    expect(fs.existsSync(path.join(root, stampFile))).toBe(false);
  }, 60_000);
});
