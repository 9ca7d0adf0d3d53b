import { useEffect, useMemo, useState } from 'react';
import type { AnalysisProfileRow, AnalysisRow, OfficeRow, OrderDraftRow } from '../../../../db/rows';
import { useBrowserOnline, useMirror, useSyncStatusOf } from '../../../offline/useMirror';
import { catalogueFacts } from './analysisChoice';
import { deviceId } from './deviceId';
import { openDrafts, type OpenDraft } from './orderDrafts';
import { freeNumbers } from './orderNumberStore';

/**
 * What order entry reads from the mirror (live queries: the screen follows every pull and every
 * action, in any tab): the catalogue, the doctor's practices, the device's free order numbers
 * and its drafts, opened by the vault.
 */
export interface EntryCatalogue {
  analyses: AnalysisRow[];
  /** Every analysis (withdrawn ones too: a draft may name one) by numeric id. */
  byId: Map<number, AnalysisRow>;
  profiles: AnalysisProfileRow[];
}

export function useCatalogue(): EntryCatalogue | undefined {
  const analyses = useMirror((db) => db.analysis.toArray());
  const profiles = useMirror((db) => db.analysisProfile.toArray());
  return useMemo(
    () =>
      analyses && profiles
        ? { analyses, byId: catalogueFacts(analyses) as Map<number, AnalysisRow>, profiles }
        : undefined,
    [analyses, profiles],
  );
}

/** The practices the doctor works in, by name. */
export function useOwnOffices(doctorId: number): OfficeRow[] | undefined {
  return useMirror(
    (db) => db.office.filter((office) => office.doctor_ids.includes(doctorId)).sortBy('name'),
    [doctorId],
  );
}

/** This device's free order numbers and whether the browser and the server are reachable. */
export function useNumberSupply(): { free: number | undefined; online: boolean; synced: boolean } {
  const free = useMirror((db) => freeNumbers(db, deviceId()))?.length;
  const serverReached = useSyncStatusOf((status) => status.online);
  const synced = useSyncStatusOf((status) => status.lastSyncAt !== null);
  const browserOnline = useBrowserOnline();
  return { free, online: browserOnline && serverReached, synced };
}

/** The number a draft holds, live (it takes one when its labels are printed). */
export function useDraftNumber(id: string): string | null {
  return useMirror(async (db) => (await db.orderDraft.get(id))?.number ?? null, [id]) ?? null;
}

/**
 * The device's drafts, newest first, opened by the vault; undefined while they are read. Each
 * stored version is opened once (keyed by its sealed content).
 */
export function useOpenDrafts(): OpenDraft[] | undefined {
  const rows = useMirror((db) => db.orderDraft.orderBy('updatedAt').reverse().toArray());
  const [opened, setOpened] = useState<{ of: OrderDraftRow[]; drafts: OpenDraft[] } | null>(null);
  useEffect(() => {
    if (!rows) return;
    let cancelled = false;
    openDrafts(rows).then(
      (drafts) => {
        if (!cancelled) setOpened({ of: rows, drafts });
      },
      () => undefined, // Locked meanwhile: the lock screen takes over.
    );
    return () => {
      cancelled = true;
    };
  }, [rows]);
  return rows && opened?.of === rows ? opened.drafts : opened?.drafts;
}
