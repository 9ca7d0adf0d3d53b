import type { WorkshopRegistrationRow, WorkshopRow } from '../../../db/rows';
import { useMirror } from '../../offline/useMirror';

/** Every mirrored workshop (scope `all`). */
export function useWorkshops(): WorkshopRow[] | undefined {
  return useMirror((db) => db.workshop.toArray());
}

/** One workshop; null when the mirror does not hold it. */
export function useWorkshop(id: string): WorkshopRow | null | undefined {
  return useMirror(async (db) => (await db.workshop.get(id)) ?? null, [id]);
}

/** The registrations the user sees: their own; staff every one. */
export function useWorkshopRegistrations(): WorkshopRegistrationRow[] | undefined {
  return useMirror((db) => db.workshopRegistration.toArray());
}
