// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { kickSync } from '../../workers/syncClient';
import { requestAnswer } from './http';
import { writeOnline } from './onlineWrite';

vi.mock('./http', () => ({ requestAnswer: vi.fn() }));
vi.mock('../../workers/syncClient', () => ({ kickSync: vi.fn(), vaultWorker: vi.fn() }));

describe('writeOnline', () => {
  beforeEach(() => vi.clearAllMocks());

  it('answers with the body and has the worker pull what the write changed', async () => {
    vi.mocked(requestAnswer).mockResolvedValue({ data: { id: 7 }, headers: new Headers() });
    await expect(writeOnline('/api/user/passkeys/7', { method: 'DELETE' })).resolves.toEqual({ id: 7 });
    expect(kickSync).toHaveBeenCalledWith({ pull: true });
  });

  it('pulls nothing when the server refused the write', async () => {
    vi.mocked(requestAnswer).mockRejectedValue(new Error('422'));
    await expect(writeOnline('/api/user/passkeys/7', { method: 'DELETE' })).rejects.toThrow('422');
    expect(kickSync).not.toHaveBeenCalled();
  });
});
