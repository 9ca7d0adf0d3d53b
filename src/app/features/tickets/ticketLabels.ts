import type { TFunction } from 'i18next';

/**
 * The names of the lookups in the user's language: the server's lookups are German (spec §4
 * 'Offen', 'Bearbeitung', 'Rückmeldung', 'Erledigt'); known ids are translated, an unknown one
 * shows the server's name.
 */
type LookupKind = 'statuses' | 'priorities' | 'categories';

export const lookupLabel = (t: TFunction, kind: LookupKind, lookup: { id: number | string; name: string }) =>
  t(`tickets.${kind}.${lookup.id}`, { defaultValue: lookup.name });

export const subCategoryLabel = (t: TFunction, subCategory: string) =>
  t(`tickets.subCategories.${subCategory}`, { defaultValue: subCategory });
