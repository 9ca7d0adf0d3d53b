import type { Page } from '@playwright/test';

/**
 * Reading the device's mirror as it is stored: the signed-in user's IndexedDB database
 * (`kundencenter-<uuid>`, src/db/userDatabase.ts), opened in the page beside the app's own
 * connection and closed again. A store the database does not have yet (before its first open by
 * the app) reads as empty.
 */
export async function mirrorRows<Row>(page: Page, userUuid: string, store: string): Promise<Row[]> {
  return page.evaluate(
    async ({ name, store }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      try {
        if (!db.objectStoreNames.contains(store)) return [];
        return await new Promise<Row[]>((resolve, reject) => {
          const request = db.transaction(store).objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result as Row[]);
          request.onerror = () => reject(request.error);
        });
      } finally {
        db.close();
      }
    },
    { name: `kundencenter-${userUuid}`, store },
  );
}

/** The signed-in user's uuid, as the page's session names it (online). */
export async function signedInUuid(page: Page): Promise<string> {
  const response = await page.request.get('/api/auth/user');
  return ((await response.json()) as { data: { uuid: string } }).data.uuid;
}
