// The one header line every benchmark prints first (issue 30: every figure in docs/benchmarks.md
// carries its date, commit and the machine's load), e.g.
//   bench:ws  2026-11-27T13:40:02.118Z  commit 6232b00 dirty  load 3.96  node v20.19.5  2 CPUs
// Plain JavaScript, so that the .mjs benchmarks run by bare `node` use it as the TypeScript ones do
// (types in benchRun.d.mts).
import { execFileSync } from 'node:child_process';
import os from 'node:os';

/** The commit checked out here, with " dirty" when the working tree differs from it; "unknown" without git. */
export function currentCommit(cwd = process.cwd()) {
  const git = (...args) =>
    execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  try {
    const commit = git('rev-parse', '--short', 'HEAD');
    return git('status', '--porcelain') === '' ? commit : `${commit} dirty`;
  } catch {
    return 'unknown';
  }
}

/** Where and when a benchmark runs. */
export function benchContext() {
  return {
    date: new Date().toISOString(),
    commit: currentCommit(),
    load: os.loadavg()[0] ?? NaN,
    node: process.version,
    cpus: os.availableParallelism?.() ?? os.cpus().length,
  };
}

export function formatBenchHeader(name, context) {
  return (
    `${name}  ${context.date}  commit ${context.commit}  load ${context.load.toFixed(2)}  ` +
    `node ${context.node}  ${context.cpus} CPUs`
  );
}

/** Prints the header line of benchmark `name` (e.g. "bench:ws") and returns what it printed. */
export function printBenchHeader(name) {
  const context = benchContext();
  console.log(formatBenchHeader(name, context));
  return context;
}

/** The 1-minute load average now, for the figures printed at the end of a run. */
export function loadNow() {
  return os.loadavg()[0] ?? NaN;
}
