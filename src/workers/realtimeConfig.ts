import { publicConfigSchema, type PusherClientConfig } from '../contract/publicConfig';
import type { KundencenterDb } from '../db/KundencenterDb';
import { getMeta, MetaKey, setMeta } from '../db/metaKeys';

type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/**
 * Where the real-time socket connects, from `GET /api/config`. The last answer is kept in the
 * mirror's meta, so an app that starts offline (the first thing a doctor on a bad line does) can
 * open its socket the moment the network is back, without first waiting for this request.
 * Resolves null for a server without a socket; rejects only when neither the server nor the
 * mirror knows.
 */
export async function loadRealtimeConfig(
  db: KundencenterDb,
  fetchFn: FetchLike = (input, init) => fetch(input, init),
): Promise<PusherClientConfig | null> {
  try {
    const response = await fetchFn('/api/config', {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`config: HTTP ${response.status}`);
    const pusher = publicConfigSchema.parse(await response.json()).pusher ?? null;
    await setMeta(db, MetaKey.realtimeConfig, pusher);
    return pusher;
  } catch (error) {
    const kept = await getMeta(db, MetaKey.realtimeConfig);
    if (kept === undefined) throw error;
    return kept;
  }
}
