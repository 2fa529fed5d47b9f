// CPU time from /proc (Linux), to say where a benchmark's time goes: the server processes, the
// PostgreSQL backends serving the benchmark's database, and the load generator itself.
import fs from 'node:fs';

const ticksPerSecond = 100; // USER_HZ: 100 on every Linux architecture Node runs on.

function cpuSecondsOf(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which may hold spaces, start after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
  } catch {
    return 0; // The process ended meanwhile.
  }
}

/** The PostgreSQL backends connected to `database`, by their command line. */
function backendsOf(database) {
  return fs.readdirSync('/proc').filter((pid) => {
    if (!/^\d+$/.test(pid)) return false;
    try {
      return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(` ${database} `);
    } catch {
      return false;
    }
  });
}

/** Busy and total CPU seconds of the whole machine, all cores, from the first line of /proc/stat. */
function machineSeconds() {
  const [, ...ticks] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const values = ticks.map(Number);
  const idle = values[3] + values[4]; // idle and iowait
  const total = values.reduce((sum, value) => sum + value, 0);
  return { busy: (total - idle) / ticksPerSecond, total: total / ticksPerSecond };
}

/**
 * Starts counting; the returned function gives the CPU seconds used since, per group, and the
 * wall seconds. Backends that connect later count from zero.
 */
export function countCpu({ servers, database }) {
  const started = performance.now();
  const before = new Map();
  for (const pid of [...servers, ...backendsOf(database)])
    before.set(String(pid), cpuSecondsOf(pid));
  const self = process.cpuUsage();
  const machine = machineSeconds();
  const used = (pid) => cpuSecondsOf(pid) - (before.get(String(pid)) ?? 0);
  return () => {
    const own = process.cpuUsage(self);
    return {
      wall: (performance.now() - started) / 1000,
      servers: servers.reduce((sum, pid) => sum + used(pid), 0),
      database: backendsOf(database).reduce((sum, pid) => sum + used(pid), 0),
      loadGenerator: (own.user + own.system) / 1e6,
      // Everything the machine ran meanwhile, other work included, in core-seconds.
      machine: machineSeconds().busy - machine.busy,
    };
  };
}
