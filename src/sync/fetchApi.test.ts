import { describe, expect, it } from 'vitest';
import { createFetchApi } from './fetchApi';

describe('createFetchApi', () => {
  it('sends JSON with the same-origin cookie and parses the answer', async () => {
    const calls: [string, RequestInit][] = [];
    const api = createFetchApi(async (input, init) => {
      calls.push([input, init]);
      return new Response(JSON.stringify({ ok: true }), {
        status: 201,
        headers: { 'X-Sync-Cursor': 'e1.5' },
      });
    });
    const response = await api.send('POST', '/api/x', { a: 1 }, { 'Idempotency-Key': 'k' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ ok: true });
    expect(response.headers.get('X-Sync-Cursor')).toBe('e1.5');
    expect(calls[0]?.[1]).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{"a":1}' });
    expect(calls[0]?.[1].headers).toMatchObject({ 'Idempotency-Key': 'k', Accept: 'application/json' });
  });

  it('gives an empty or non-JSON body as null, and lets a network failure reject', async () => {
    const empty = createFetchApi(async () => new Response(null, { status: 204 }));
    expect((await empty.get('/api/sync')).body).toBeNull();
    const down = createFetchApi(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(down.get('/api/sync')).rejects.toThrow('Failed to fetch');
  });
});
