import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';

// A server as production runs it: `node src/server/main.ts` in a process of its own, for the
// tests of several processes on one database and of the process's own start and stop.

export interface ServerProcess {
  child: ChildProcessWithoutNullStreams;
  /** Everything it wrote to stdout and stderr so far. */
  output: () => string;
  /** Its exit code (null when a signal ended it). */
  exited: Promise<number | null>;
}

/** What a started server printed: where it answers and its two API keys. */
export interface StartedServer {
  url: string;
  port: number;
  anonKey: string;
  /** Empty in a deployment, which does not print it. */
  serviceKey: string;
}

/** Starts `node src/server/main.ts` on a free port of 127.0.0.1, without the demo, quietly. */
export function spawnServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', DEMO: '0', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, output: () => output, exited };
}

/** Waits for the banner a started server prints (with its keys), or throws with its output. */
export async function serverStarted(server: ServerProcess): Promise<StartedServer> {
  // Compiling the server and migrating a new database on a busy machine has taken over a minute.
  const deadline = Date.now() + 150_000;
  while (!/service_role key/.test(server.output())) {
    if (Date.now() > deadline || server.child.exitCode !== null) {
      throw new Error(`The server did not start:\n${server.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const output = server.output();
  const port = Number(/(?:localhost|listening on 127\.0\.0\.1):(\d+)/.exec(output)?.[1]);
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    anonKey: /anon key:\s+(\S+)/.exec(output)?.[1] ?? '',
    serviceKey: /service_role key:\s+(ey\S+)/.exec(output)?.[1] ?? '',
  };
}

/** Stops it with `signal` unless it has stopped already, and answers its exit code. */
export async function stopServer(
  server: ServerProcess,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<number | null> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  return server.exited;
}
