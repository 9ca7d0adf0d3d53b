import { z } from 'zod';
import {
  iecSourceInputSchema,
  iecSubstanceGroupInputSchema,
  iecSubstanceInputSchema,
  type IecSourceInput,
  type IecSubstanceGroupInput,
  type IecSubstanceInput,
} from '../../../../contract/iec';
import { ValidationMessage } from '../../../../contract/validationMessages';
import type { IecSourceRow, IecSubstanceGroupRow, IecSubstanceRow } from '../../../../db/rows';

/**
 * The catalogue forms' values (issue 16, content staff), checked by the contract's own schemas so
 * the form shows the server's texts before it asks. Inputs that a form edits differently from the
 * request (synonyms as one comma-separated line, a group picked by its id as text, a position as
 * text) are turned into the request's shape here. Pure, so tested alone.
 */
export const CatalogueKind = {
  substances: 'substances',
  groups: 'groups',
  sources: 'sources',
} as const;
export type CatalogueKind = (typeof CatalogueKind)[keyof typeof CatalogueKind];

export const CATALOGUE_PATHS: Record<CatalogueKind, string> = {
  substances: '/api/iec/substances',
  groups: '/api/iec/substance-groups',
  sources: '/api/iec/sources',
};

/** 'Blei, Pb , lead' -> ['Blei', 'Pb', 'lead']. */
export const synonymsOf = (line: string): string[] =>
  line
    .split(/[,\n]/)
    .map((synonym) => synonym.trim())
    .filter((synonym) => synonym !== '');

export const substanceFormSchema = iecSubstanceInputSchema.extend({
  synonyms: z.string().transform(synonymsOf).pipe(iecSubstanceInputSchema.shape.synonyms.unwrap()),
  group_id: z
    .string()
    .min(1, ValidationMessage.required)
    .transform(Number)
    .pipe(iecSubstanceInputSchema.shape.group_id),
});
export type SubstanceFormValues = z.input<typeof substanceFormSchema>;

export function substanceFormValues(
  substance: IecSubstanceRow | undefined,
  firstGroupId: string | undefined,
): SubstanceFormValues {
  return {
    group_id: substance ? String(substance.group_id) : (firstGroupId ?? ''),
    name: { de: substance?.name.de ?? '', en: substance?.name.en ?? '' },
    synonyms: substance?.synonyms.join(', ') ?? '',
    cas: substance?.cas ?? '',
    info: { de: substance?.info.de ?? '', en: substance?.info.en ?? '' },
    source_ids: substance?.source_ids ?? [],
  };
}

export const groupFormSchema = iecSubstanceGroupInputSchema.extend({
  position: z
    .string()
    .trim()
    .min(1, ValidationMessage.iecPosition)
    .pipe(z.coerce.number(ValidationMessage.iecPosition))
    .pipe(iecSubstanceGroupInputSchema.shape.position.unwrap()),
});
export type GroupFormValues = z.input<typeof groupFormSchema>;

export function groupFormValues(
  group: IecSubstanceGroupRow | undefined,
  nextPosition: number,
): GroupFormValues {
  return {
    title: { de: group?.title.de ?? '', en: group?.title.en ?? '' },
    position: String(group?.position ?? nextPosition),
  };
}

export const sourceFormSchema = iecSourceInputSchema;
export type SourceFormValues = z.input<typeof sourceFormSchema>;

export const sourceFormValues = (source: IecSourceRow | undefined): SourceFormValues => ({
  citation: source?.citation ?? '',
});

export type CatalogueInput = IecSubstanceInput | IecSubstanceGroupInput | IecSourceInput;

/**
 * Where a server's field message belongs in the form: 'synonyms.3' on the synonyms line,
 * 'source_ids.0' on the sources picker, 'name.de' where it is.
 */
export function formFieldOf(serverField: string): string {
  const [head] = serverField.split('.');
  return head === 'synonyms' || head === 'source_ids' || head === 'substances' ? head : serverField;
}

/** Whether a substance matches the list's search: its names, synonyms or CAS number contain it. */
export function matchesSubstance(
  substance: Pick<IecSubstanceRow, 'name' | 'synonyms' | 'cas'>,
  search: string,
): boolean {
  const needle = search.trim().toLocaleLowerCase('de');
  if (needle === '') return true;
  return [substance.name.de, substance.name.en, ...substance.synonyms, substance.cas ?? ''].some((text) =>
    text.toLocaleLowerCase('de').includes(needle),
  );
}
