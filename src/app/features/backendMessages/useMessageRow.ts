import { useParams } from 'react-router-dom';
import { SyncEntity } from '../../../contract/sync';
import type { BackendMessageRow } from '../../../db/rows';
import { useMirror } from '../../offline/useMirror';
import { useUnsealedRow } from '../../offline/useUnsealed';

/** The message of the route's `:id` from the mirror: undefined while loading, null when there is none. */
export function useMessageRow(): BackendMessageRow | null | undefined {
  const { id = '' } = useParams();
  const stored = useMirror(async (db) => (await db.backendMessage.get(id)) ?? null, [id]);
  return useUnsealedRow(SyncEntity.backendMessage, stored);
}
