import { useState } from 'react';
import { ensureCsrfCookie } from '../../api/csrf';
import { handleSessionLost } from '../../session/sessionLost';
import { runWithLimit } from './runWithLimit';
import { sendReportFile } from './sendReportFile';
import { checkBeforeUpload, uploadOutcome, UploadOutcomeKind, type UploadOutcome } from './uploadOutcome';

/** Uploads at once: enough to use the line, few enough that each file's progress means something. */
const UPLOAD_CONCURRENCY = 3;

export const UploadState = {
  /** Chosen, not yet sent. */
  pending: 'pending',
  /** Sent with the next free lane. */
  queued: 'queued',
  uploading: 'uploading',
  done: 'done',
  /** Stopped by the check before sending; `reasonKey` says why. */
  notSent: 'notSent',
} as const;
export type UploadState = (typeof UploadState)[keyof typeof UploadState];

export interface UploadItem {
  key: string;
  file: File;
  state: UploadState;
  /** 0 to 1. */
  progress: number;
  outcome?: UploadOutcome;
  reasonKey?: string;
}

/** A file that (again) waits to be sent: chosen, or lost on the way for want of a network. */
const sendable = (item: UploadItem) =>
  item.state === UploadState.pending ||
  (item.state === UploadState.done && item.outcome?.kind === UploadOutcomeKind.network);

const finished = (item: UploadItem) => item.state === UploadState.done || item.state === UploadState.notSent;

/**
 * The upload page's files: each sent in its own request, at most three at a time, each with its
 * progress and result. Uploads are not queued for later like actions: they need the network now.
 */
export function useUploadQueue() {
  const [items, setItems] = useState<UploadItem[]>([]);
  const update = (key: string, change: Partial<UploadItem>) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const add = (files: readonly File[]) =>
    setItems((current) => [
      ...current,
      ...files.map((file): UploadItem => {
        const reasonKey = checkBeforeUpload(file);
        const key = crypto.randomUUID();
        return reasonKey
          ? { key, file, state: UploadState.notSent, progress: 0, reasonKey }
          : { key, file, state: UploadState.pending, progress: 0 };
      }),
    ]);

  const start = async ({ critical = false }: { critical?: boolean } = {}) => {
    const batch = items.filter(sendable);
    for (const item of batch)
      update(item.key, { state: UploadState.queued, progress: 0, outcome: undefined });
    try {
      await ensureCsrfCookie();
    } catch {
      for (const item of batch) update(item.key, { state: UploadState.done, outcome: { kind: 'network' } });
      return;
    }
    let sessionLost = false;
    await runWithLimit(
      batch.map((item) => async () => {
        if (sessionLost) {
          update(item.key, { state: UploadState.pending });
          return;
        }
        update(item.key, { state: UploadState.uploading });
        const answer = await sendReportFile(item.file, (progress) => update(item.key, { progress }), {
          critical,
        });
        const outcome = uploadOutcome(item.file.name, answer.status, answer.body);
        if (outcome.kind === UploadOutcomeKind.sessionLost && !sessionLost) {
          sessionLost = true;
          handleSessionLost(outcome.status);
        }
        update(item.key, {
          state: UploadState.done,
          outcome,
          ...(outcome.kind === UploadOutcomeKind.uploaded ? { progress: 1 } : {}),
        });
      }),
      UPLOAD_CONCURRENCY,
    );
  };

  return {
    items,
    add,
    start,
    remove: (key: string) => setItems((current) => current.filter((item) => item.key !== key)),
    clearFinished: () => setItems((current) => current.filter((item) => !finished(item))),
    busy: items.some((item) => item.state === UploadState.queued || item.state === UploadState.uploading),
    sendableCount: items.filter(sendable).length,
    finishedCount: items.filter(finished).length,
  };
}
