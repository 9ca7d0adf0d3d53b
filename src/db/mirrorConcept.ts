/**
 * A mirrored row: the feed's `data` with the feed's `id` (always a string) as primary key. The
 * feed id replaces a numeric `data.id`, so lookups are found by `String(id)`.
 */
export type Mirrored<T> = Omit<T, 'id'> & { id: string };

/**
 * What one concept adds to the per-user mirror (`tables/<concept>.ts`, combined in
 * mirrorTables.ts): the row type of each of its tables (`Rows`, a type only), the Dexie stores
 * that each schema version adds for them, and the fields of its rows the vault stores sealed.
 */
export interface MirrorConcept<Rows extends object> {
  /**
   * By schema version, the tables this version adds with their indexes. A version that has shipped
   * never changes: a new table or index is a new version (KundencenterDb.ts).
   */
  readonly stores: { readonly [version: number]: { readonly [T in keyof Rows]?: string } };
  /**
   * The fields that hold patient data or free text, stored sealed (src/vault/sealedFields.ts). Never
   * a field Dexie indexes: lists sort and filter without the key. A device-only table may declare
   * them too (an order draft, issue 28): the vault seals its rows like pulled ones.
   */
  readonly sealed?: { readonly [T in keyof Rows & string]?: readonly (keyof Rows[T] & string)[] };
  /** Type only, never set: the row type of each table. */
  readonly rows?: Rows;
}

/** Declares a concept's tables; `Rows` names each table and its row type. */
export const mirrorConcept = <Rows extends object>(
  concept: Omit<MirrorConcept<Rows>, 'rows'>,
): MirrorConcept<Rows> => concept;
