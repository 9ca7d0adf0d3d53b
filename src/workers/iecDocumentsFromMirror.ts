import type { Locale } from '../contract/constants';
import { IEC_DOCUMENT_TYPES } from '../contract/iec';
import type { KundencenterDb } from '../db/KundencenterDb';
import {
  buildIecDocument,
  iecDocumentFileName,
  renderIecPdf,
  renderIecXlsx,
  type IecDocumentModel,
} from '../shared/iecDocuments';

/**
 * The iEC result documents made on the device (issue 16: 'generated on the device in a worker when
 * offline, the same layout as the server's'): the selected substances, their groups and the
 * sources they cite are read from the mirror and handed to the renderers the server uses
 * (src/shared/iecDocuments), so the two files say the same. Substances the mirror no longer holds
 * are left out, as the model does with unknown ids.
 */
export type IecDocumentFormat = keyof typeof IEC_DOCUMENT_TYPES;

export interface IecDocumentRequest {
  format: IecDocumentFormat;
  substanceIds: readonly number[];
  locale: Locale;
  labName: string;
  createdAt: Date;
}

export interface IecDocumentFile {
  bytes: Uint8Array;
  fileName: string;
  type: string;
}

export async function iecDocumentFromMirror(
  db: KundencenterDb,
  request: Omit<IecDocumentRequest, 'format'>,
): Promise<IecDocumentModel> {
  const found = await db.iecSubstance.bulkGet(request.substanceIds.map(String));
  const substances = found.filter((row) => row !== undefined);
  const groupIds = [...new Set(substances.map((row) => String(row.group_id)))];
  const sourceIds = [...new Set(substances.flatMap((row) => row.source_ids.map(String)))];
  const [groups, sources] = await Promise.all([
    db.iecSubstanceGroup.bulkGet(groupIds),
    db.iecSource.bulkGet(sourceIds),
  ]);
  return buildIecDocument({
    locale: request.locale,
    labName: request.labName,
    createdAt: request.createdAt,
    substanceIds: request.substanceIds,
    substances,
    groups: groups.filter((row) => row !== undefined),
    sources: sources.filter((row) => row !== undefined),
  });
}

export async function renderIecDocumentFromMirror(
  db: KundencenterDb,
  request: IecDocumentRequest,
): Promise<IecDocumentFile> {
  const model = await iecDocumentFromMirror(db, request);
  const bytes = request.format === 'pdf' ? await renderIecPdf(model) : await renderIecXlsx(model);
  return {
    bytes,
    fileName: iecDocumentFileName(model, request.format),
    type: IEC_DOCUMENT_TYPES[request.format],
  };
}
