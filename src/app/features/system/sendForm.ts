import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { request, type RequestOptions } from '../../api/http';
import { ApiRequestError } from '../../api/ApiRequestError';
import { notify } from '../../notifications/notify';
import { kickSync } from '../../../workers/syncClient';

/**
 * The system area's writes go straight to the server, online only: they change what the server
 * does for everyone at once (a lab name, who may do what), so a change queued for later would
 * mislead the admin who sees it applied on their own device. A 422 puts the server's field
 * messages beside the inputs; anything else is the usual error notification. After a success the
 * worker pulls, so the mirrored roles and permissions show the change at once.
 */
export async function sendForm<T, V extends FieldValues>(
  path: string,
  options: RequestOptions,
  setError: UseFormSetError<V>,
  fields: readonly string[],
): Promise<T | null> {
  try {
    const answer = await request<T>(path, options);
    kickSync();
    return answer;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 422 && error.body?.errors) {
      let shown = false;
      for (const [field, messages] of Object.entries(error.body.errors)) {
        if (!fields.includes(field)) continue;
        setError(field as Path<V>, { type: 'server', message: messages[0] });
        shown = true;
      }
      if (shown) return null;
    }
    notify.apiError(error);
    return null;
  }
}

/** A delete (or another write without a form); true when it went through. */
export async function sendAction(path: string, options: RequestOptions): Promise<boolean> {
  try {
    await request(path, options);
    kickSync();
    return true;
  } catch (error) {
    notify.apiError(error);
    return false;
  }
}
