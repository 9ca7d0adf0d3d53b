// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_SYNC_STATUS } from '../../../sync/SyncStatus';
import { SyncRole, type WorkerSyncStatus } from '../../../workers/syncWorkerApi';
import { handleSessionLost } from '../../session/sessionLost';
import { renderInTestRoot, unmountTestRoot } from '../../testing/testRoot';
import { useSessionEndedRedirect } from './useSessionEndedRedirect';

// The sync worker's status as the page receives it: a new object with every change.
const store = vi.hoisted(() => ({
  status: undefined as unknown,
  listeners: new Set<(status: unknown) => void>(),
}));
vi.mock(import('../../../workers/syncClient'), async (importOriginal) => ({
  ...(await importOriginal()),
  syncStatus: () => store.status as WorkerSyncStatus,
  subscribeSyncStatus: (listener: (status: WorkerSyncStatus) => void) => {
    store.listeners.add(listener as (status: unknown) => void);
    return () => store.listeners.delete(listener as (status: unknown) => void);
  },
}));
vi.mock(import('../../session/sessionLost'), async (importOriginal) => ({
  ...(await importOriginal()),
  handleSessionLost: vi.fn(),
}));

function emit(change: Partial<WorkerSyncStatus>) {
  store.status = { ...(store.status as WorkerSyncStatus), ...change };
  act(() => {
    for (const listener of store.listeners) listener(store.status);
  });
}

afterEach(() => {
  unmountTestRoot();
  vi.mocked(handleSessionLost).mockClear();
});

describe('useSessionEndedRedirect', () => {
  it('renders the signed-in layout again only when syncing pauses for a sign-in, not with every pull', async () => {
    store.status = { ...INITIAL_SYNC_STATUS, role: SyncRole.leader, userUuid: 'u-1' };
    let renders = 0;
    function Layout() {
      renders++;
      useSessionEndedRedirect();
      return null;
    }
    await renderInTestRoot(<Layout />);
    const before = renders;

    for (let pull = 1; pull <= 5; pull++) {
      emit({ syncing: true });
      emit({ syncing: false, lastSyncAt: pull * 1_000, error: null });
    }
    expect(renders).toBe(before);
    expect(handleSessionLost).not.toHaveBeenCalled();

    emit({ pausedForAuth: true });
    expect(renders).toBe(before + 1);
    expect(handleSessionLost).toHaveBeenCalledWith(401);
  });
});
