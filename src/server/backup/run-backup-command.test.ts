import { describe, expect, it } from 'vitest';
import { commandArguments } from './run-backup-command.ts';

const usage = 'npm run restore -- <backup folder> [--replace]';

describe("the commands' arguments", () => {
  it('takes one folder and the flags the command knows', () => {
    expect(commandArguments(['/backups/monday', '--replace'], usage, ['replace'])).toEqual({
      dir: '/backups/monday',
      flags: new Set(['replace']),
    });
    expect(commandArguments(['/backups/monday'], usage, ['replace']).flags.size).toBe(0);
  });

  it('refuses anything else with the usage', () => {
    expect(() => commandArguments([], usage)).toThrow(`Name one folder. Usage: ${usage}`);
    expect(() => commandArguments(['a', 'b'], usage)).toThrow(`Name one folder. Usage: ${usage}`);
    expect(() => commandArguments(['a', '--force'], usage, ['replace'])).toThrow(
      `Unknown option '--force'. To specify a positional argument starting with a '-', place it at the end of the command after '--', as in '-- "--force". Usage: ${usage}`,
    );
  });
});
