/**
 * The soak's side of soakProbe.ts: the windows the portal processes have written to their
 * `<pid>.jsonl` files since the last read.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SoakProbeWindow } from './soakProbe';

export class SoakProbeReader {
  private readonly linesRead = new Map<number, number>();

  constructor(private readonly directory: string) {}

  /** The windows of process `pid` not read before, oldest first. */
  next(pid: number): SoakProbeWindow[] {
    const file = join(this.directory, `${pid}.jsonl`);
    if (!existsSync(file)) return [];
    const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
    const from = this.linesRead.get(pid) ?? 0;
    this.linesRead.set(pid, lines.length);
    return lines.slice(from).map((line) => JSON.parse(line) as SoakProbeWindow);
  }
}
