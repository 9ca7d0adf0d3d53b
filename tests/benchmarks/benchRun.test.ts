import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { benchContext, currentCommit, formatBenchHeader } from './benchRun.mjs';

const folders: string[] = [];
function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'bench-run-'));
  folders.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function repoWithOneCommit(): { dir: string; commit: string } {
  const dir = folder();
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, encoding: 'utf8' }).trim();
  git('init', '-q');
  writeFileSync(join(dir, 'a.txt'), 'a\n');
  git('add', 'a.txt');
  git('-c', 'user.name=bench', '-c', 'user.email=bench@example.invalid', 'commit', '-q', '-m', 'one');
  return { dir, commit: git('rev-parse', '--short', 'HEAD') };
}

describe('currentCommit', () => {
  it('names the short commit of a clean tree', () => {
    const { dir, commit } = repoWithOneCommit();
    expect(currentCommit(dir)).toBe(commit);
  });

  it('adds "dirty" when a tracked file changed or an untracked one appeared', () => {
    const changed = repoWithOneCommit();
    writeFileSync(join(changed.dir, 'a.txt'), 'b\n');
    expect(currentCommit(changed.dir)).toBe(`${changed.commit} dirty`);
    const added = repoWithOneCommit();
    writeFileSync(join(added.dir, 'new.txt'), 'new\n');
    expect(currentCommit(added.dir)).toBe(`${added.commit} dirty`);
  });

  it('says "unknown" outside a git checkout', () => {
    expect(currentCommit(folder())).toBe('unknown');
  });
});

describe('the header line', () => {
  it('carries the date, the commit, the 1-minute load, Node and the CPU count', () => {
    const line = formatBenchHeader('bench:ws', {
      date: '2026-11-27T13:40:02.118Z',
      commit: '6232b00 dirty',
      load: 3.964,
      node: 'v20.19.5',
      cpus: 2,
    });
    expect(line).toBe(
      'bench:ws  2026-11-27T13:40:02.118Z  commit 6232b00 dirty  load 3.96  node v20.19.5  2 CPUs',
    );
  });

  it('is filled from this process and machine', () => {
    const context = benchContext();
    expect(new Date(context.date).toISOString()).toBe(context.date);
    expect(context.node).toBe(process.version);
    expect(context.cpus).toBeGreaterThan(0);
    expect(context.load).toBeGreaterThanOrEqual(0);
  });
});
