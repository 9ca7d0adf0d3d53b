/**
 * Once a second during a run of `npm run bench:devices`: each portal process's CPU time and RSS,
 * read from /proc/<pid>/stat and /proc/<pid>/status as pidusage does (Linux only, like the
 * machine the figures come from), and the connections PostgreSQL holds to the run's database
 * (pg_stat_activity). CPU is the share of one core over the measured period (200 % = two cores).
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';

/** USER_HZ: the unit of utime and stime in /proc/<pid>/stat, 100 on every Linux build we run on. */
const CLOCK_TICKS_PER_S = 100;
const SAMPLE_MS = 1_000;

export interface ProcessFigures {
  pid: number;
  /** Mean CPU over the period, in % of one core. */
  cpuPercent: number;
  maxRssMb: number;
}

export interface SampledFigures {
  processes: ProcessFigures[];
  maxDbConnections: number;
}

function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name, which is in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_S;
}

function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : 0;
}

export async function startSampler(pids: number[], databaseUrl: string, database: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const startedAt = performance.now();
  const cpuAtStart = pids.map(cpuSeconds);
  const maxRss = pids.map(rssMb);
  let maxDbConnections = 0;
  const sample = async () => {
    pids.forEach((pid, index) => (maxRss[index] = Math.max(maxRss[index] ?? 0, rssMb(pid))));
    const { rows } = await client.query<{ count: number }>(
      // Without this sampler's own connection.
      'SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [database],
    );
    maxDbConnections = Math.max(maxDbConnections, rows[0]?.count ?? 0);
  };
  let sampling = sample();
  const timer = setInterval(() => {
    sampling = sampling.then(sample);
  }, SAMPLE_MS);
  return {
    async stop(): Promise<SampledFigures> {
      clearInterval(timer);
      await sampling;
      await sample();
      const seconds = (performance.now() - startedAt) / 1000;
      await client.end();
      return {
        processes: pids.map((pid, index) => ({
          pid,
          cpuPercent: ((cpuSeconds(pid) - (cpuAtStart[index] ?? 0)) / seconds) * 100,
          maxRssMb: maxRss[index] ?? 0,
        })),
        maxDbConnections,
      };
    },
  };
}
