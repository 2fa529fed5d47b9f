import { parseArgs } from 'node:util';
import { readConfig, type Config } from '../config.ts';
import { isExplainedError } from '../explained-errors.ts';
import { BackupError } from './backup-error.ts';

/** The folder and the flags of `npm run backup -- <folder>` or `npm run restore -- <folder>`. */
export function commandArguments(
  args: string[],
  usage: string,
  flags: string[] = [],
): { dir: string; flags: Set<string> } {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: Object.fromEntries(flags.map((flag) => [flag, { type: 'boolean' as const }])),
    });
  } catch (error) {
    throw new BackupError(`${(error as Error).message}. Usage: ${usage}`);
  }
  const [dir, ...more] = parsed.positionals;
  if (dir === undefined || more.length > 0) {
    throw new BackupError(`Name one folder. Usage: ${usage}`);
  }
  return { dir, flags: new Set(Object.keys(parsed.values)) };
}

/**
 * Runs a backup command on the server's settings and prints what it says, or the message of an
 * error a person can fix from it (explained-errors.ts) with exit code 1.
 */
export async function runBackupCommand(
  usage: string,
  flags: string[],
  command: (config: Config, dir: string, flags: Set<string>) => Promise<string>,
): Promise<void> {
  try {
    const { dir, flags: given } = commandArguments(process.argv.slice(2), usage, flags);
    process.stdout.write(await command(readConfig(process.env), dir, given));
  } catch (error) {
    if (!isExplainedError(error)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
