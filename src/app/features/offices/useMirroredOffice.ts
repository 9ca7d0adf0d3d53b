import { useMirror } from '../../offline/useMirror';

/** The mirrored office by id or uuid: undefined while read, null when there is none. */
export const useMirroredOffice = (id: string) =>
  useMirror(
    async (db) => (await db.office.get(id)) ?? (await db.office.where('uuid').equals(id).first()) ?? null,
    [id],
  );
