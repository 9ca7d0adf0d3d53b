/**
 * The catalogue's writes, online only like every catalogue's (api/onlineWrite.ts,
 * docs/architecture.md 'Writes that skip the outbox'): a new analysis's id is the server's
 * number, and a change applies to every practice's order entry at once, so one queued on this
 * device would show its editor a catalogue the others do not have. The answer's row goes into the
 * mirror through the worker, and a pull follows for the rest. Errors go to the caller: a 422
 * belongs beside the form's fields.
 */
import {
  analysisProfileResponseSchema,
  analysisResponseSchema,
  type AnalysisInput,
  type AnalysisProfileInput,
} from '../../../contract/analyses';
import { SyncEntity } from '../../../contract/sync';
import { sendOnline, writeOnline } from '../../api/onlineWrite';

const analysisRow = {
  entity: SyncEntity.analysis,
  rowOf: (body: unknown) => {
    const { data } = analysisResponseSchema.parse(body);
    return { ...data, id: String(data.id) };
  },
};

const profileRow = {
  entity: SyncEntity.analysisProfile,
  rowOf: (body: unknown) => {
    const { data } = analysisProfileResponseSchema.parse(body);
    return { ...data, id: String(data.id) };
  },
};

export type CatalogueKind = 'analysis' | 'profile';

const pathOf = (kind: CatalogueKind, id?: string) => {
  const base = kind === 'analysis' ? '/api/analyses' : '/api/analyses/profiles';
  return id === undefined ? base : `${base}/${encodeURIComponent(id)}`;
};

export const analysesApi = {
  /** Creates (id null) or replaces an analysis; resolves with the saved row's id. */
  saveAnalysis: async (id: string | null, input: AnalysisInput): Promise<string> => {
    const row = await writeOnline(
      pathOf('analysis', id ?? undefined),
      { method: id ? 'PUT' : 'POST', body: input },
      analysisRow,
    );
    return row.id;
  },

  saveProfile: async (id: string | null, input: AnalysisProfileInput): Promise<string> => {
    const row = await writeOnline(
      pathOf('profile', id ?? undefined),
      { method: id ? 'PUT' : 'POST', body: input },
      profileRow,
    );
    return row.id;
  },

  /** Withdraws or restores; true when the server took it (else the user was told why). */
  setWithdrawn: (kind: CatalogueKind, id: string, withdrawn: boolean): Promise<boolean> =>
    withdrawn
      ? sendOnline(pathOf(kind, id), { method: 'DELETE' })
      : sendOnline(`${pathOf(kind, id)}/restore`, { method: 'POST' }),
};
