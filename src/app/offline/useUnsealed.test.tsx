// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SyncEntity } from '../../contract/sync';
import type { BackendMessageRow } from '../../db/rows';
import { renderInTestRoot, unmountTestRoot } from '../testing/testRoot';
import { useUnsealed } from './useUnsealed';

// The worker's unseal, answered when the test says so.
let answer: (rows: unknown[]) => void = () => undefined;
const unseal = vi.fn(() => new Promise<unknown[]>((resolve) => (answer = resolve)));
vi.mock(import('../../workers/syncClient'), async (importOriginal) => ({
  ...(await importOriginal()),
  vaultWorker: () => ({ unseal }) as never,
}));
vi.mock(import('./lastUser'), async (importOriginal) => ({
  ...(await importOriginal()),
  lastUserUuid: () => 'user-uuid',
}));

afterEach(() => unmountTestRoot());

const sealed = (n: number) => `v1.${'a'.repeat(16)}.${String(n).padStart(22, 'b')}`;
const stored = { id: '1', title: sealed(1), text: sealed(2) } as BackendMessageRow;

function Titles({ testId }: { testId: string }) {
  const rows = useUnsealed(SyncEntity.backendMessage, [stored]);
  return <p data-testid={testId}>{rows?.map((row) => row.title).join(',')}</p>;
}

describe('rows opened by the vault', () => {
  it('reach every list showing them, not only the one that asked the worker (banner and dashboard card)', async () => {
    const container = await renderInTestRoot(
      <>
        <Titles testId="banner" />
        <Titles testId="card" />
      </>,
    );
    expect(unseal).toHaveBeenCalledTimes(1);
    await act(async () => {
      answer([{ ...stored, title: 'Wartung', text: 'Am Samstag' }]);
      await Promise.resolve();
    });
    const text = (id: string) => container.querySelector(`[data-testid="${id}"]`)?.textContent;
    expect(text('banner')).toBe('Wartung');
    expect(text('card')).toBe('Wartung');
  });
});
