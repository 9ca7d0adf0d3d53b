/**
 * The sync cursor: the caller's scope epoch and a change version, as `e<epoch>.v<version>` in
 * base 36, zero-padded to a fixed width. The client treats it as opaque; the fixed width makes
 * cursors compare as strings in (epoch, version) order (src/contract/sync.ts: syncCursorReached).
 * The epoch makes a cursor from before a scope change recognisable: the pull answers a reset.
 */
const EPOCH_WIDTH = 6; // 36^6 > 2^31: any integer epoch
const VERSION_WIDTH = 11; // 36^11 > 2^53: any safe integer version
const CURSOR_PATTERN = new RegExp(`^e([0-9a-z]{${EPOCH_WIDTH}})\\.v([0-9a-z]{${VERSION_WIDTH}})$`);

export interface SyncPosition {
  epoch: number;
  version: number;
}

export function encodeCursor({ epoch, version }: SyncPosition): string {
  return `e${epoch.toString(36).padStart(EPOCH_WIDTH, '0')}.v${version.toString(36).padStart(VERSION_WIDTH, '0')}`;
}

/** The position of a cursor this server made, or null for anything else. */
export function parseCursor(cursor: string | undefined): SyncPosition | null {
  const match = cursor ? CURSOR_PATTERN.exec(cursor) : null;
  if (!match?.[1] || !match[2]) return null;
  const epoch = parseInt(match[1], 36);
  const version = parseInt(match[2], 36);
  if (!Number.isSafeInteger(epoch) || !Number.isSafeInteger(version)) return null;
  return { epoch, version };
}
