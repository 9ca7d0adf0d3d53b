export interface BenchContext {
  /** ISO 8601, UTC. */
  date: string;
  /** `git rev-parse --short HEAD`, plus " dirty" when the tree has changes; "unknown" without git. */
  commit: string;
  /** The 1-minute load average. */
  load: number;
  node: string;
  cpus: number;
}

export function currentCommit(cwd?: string): string;
export function benchContext(): BenchContext;
export function formatBenchHeader(name: string, context: BenchContext): string;
export function printBenchHeader(name: string): BenchContext;
export function loadNow(): number;
