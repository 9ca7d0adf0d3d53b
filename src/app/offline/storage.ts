/**
 * Browser storage for the offline mirror. Persistence is requested from the main thread (workers
 * cannot ask), so that the browser does not evict a practice's cached reports under pressure.
 */
export async function requestPersistentStorage(): Promise<boolean> {
  if (!navigator.storage?.persist) return false;
  if (await navigator.storage.persisted()) return true;
  return navigator.storage.persist();
}

export interface StorageReport {
  usage: number;
  quota: number;
  persisted: boolean;
}

export async function storageReport(): Promise<StorageReport | null> {
  if (!navigator.storage?.estimate) return null;
  const [{ usage = 0, quota = 0 }, persisted] = await Promise.all([
    navigator.storage.estimate(),
    navigator.storage.persisted?.() ?? Promise.resolve(false),
  ]);
  return { usage, quota, persisted };
}
