import { spawn } from 'node:child_process';
import { BackupError } from './backup-error.ts';

export type PgTool = 'pg_dump' | 'pg_restore';

/** What to install for a tool of at least `major` (Debian's and Ubuntu's package names). */
function installHint(major: number): string {
  return `install PostgreSQL's client programs of version ${major} or newer (Debian and Ubuntu: apt-get install postgresql-client-${major}, or postgresql-client from apt.postgresql.org)`;
}

/**
 * Runs pg_dump or pg_restore and resolves with what it printed; a tool that is not installed, or
 * that fails, is a BackupError with its own last words.
 */
export function runPgTool(
  tool: PgTool,
  args: string[],
  env: NodeJS.ProcessEnv = {},
  serverMajor = 15,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new BackupError(`${tool} was not found on the PATH: ${installHint(serverMajor)}.`)
          : error,
      );
    });
    child.once('close', (code) => {
      if (code === 0) resolve(output);
      else reject(new BackupError(`${tool} failed (exit code ${code}):\n${output.trim()}`));
    });
  });
}

/** The major version in `pg_dump --version`'s answer, e.g. 15 in "pg_dump (PostgreSQL) 15.20 (Debian …)". */
export function toolMajorVersion(versionLine: string): number {
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(versionLine);
  if (!match) throw new BackupError(`Could not read a version from "${versionLine.trim()}".`);
  return Number(match[1]);
}

/** The major version of a server_version_num (150020 is 15, 90624 is 9). */
export function serverMajorVersion(serverVersionNum: number): number {
  return Math.floor(serverVersionNum / 10000);
}

/**
 * pg_dump refuses a server newer than itself, and a dump of an older pg_dump may miss what the
 * newer server has: refused here first, with what to install.
 */
export function checkDumpVersion(toolMajor: number, serverMajor: number): void {
  if (toolMajor < serverMajor) {
    throw new BackupError(
      `pg_dump is version ${toolMajor} but the database server is PostgreSQL ${serverMajor}: ${installHint(serverMajor)}, and put it first on the PATH.`,
    );
  }
}
