import fs from 'node:fs';

// src/server and dist/server both sit two levels below package.json.
const packageJson = JSON.parse(
  fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
) as { version: string };

export const serverVersion = packageJson.version;
