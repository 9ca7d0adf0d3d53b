/**
 * The server's side of the iEC result documents: reads the selected substances, their groups and
 * the sources they cite, and hands them to the shared model and renderers (src/shared/iecDocuments),
 * the same ones the device runs offline, so both produce the same file. Unknown ids are a 422: the
 * tool only offers what the catalogue holds, so an unknown id is a stale or broken request.
 */
import { inArray } from 'drizzle-orm';
import type { Locale } from '../../../src/contract/constants';
import { ValidationMessage } from '../../../src/contract/validationMessages';
import { buildIecDocument, type IecDocumentModel } from '../../../src/shared/iecDocuments';
import type { AppDb } from '../../platform/db/database';
import { iecSubstances } from '../../platform/db/schema';
import { fieldError } from '../../platform/http/httpErrors';
import { readGroups, readSources, readSubstances } from './iecRecords';

export async function iecDocumentOf(
  db: AppDb,
  request: { substanceIds: readonly number[]; locale: Locale; labName: string; now: Date },
): Promise<IecDocumentModel> {
  const ids = [...request.substanceIds];
  const substances = await readSubstances(db, null, inArray(iecSubstances.id, ids));
  if (substances.length !== ids.length) throw fieldError('substance_ids', ValidationMessage.unknownSubstance);
  const groupIds = [...new Set(substances.map((substance) => substance.group_id))];
  const sourceIds = [...new Set(substances.flatMap((substance) => substance.source_ids))];
  const [groups, sources] = await Promise.all([
    readGroups(db, null).then((all) => all.filter((group) => groupIds.includes(group.id))),
    sourceIds.length === 0
      ? []
      : readSources(db, null).then((all) => all.filter((s) => sourceIds.includes(s.id))),
  ]);
  return buildIecDocument({
    locale: request.locale,
    labName: request.labName,
    createdAt: request.now,
    substanceIds: ids,
    substances,
    groups,
    sources,
  });
}
