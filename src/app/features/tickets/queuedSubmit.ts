import { notify } from '../../notifications/notify';

/**
 * The end of a ticket dialog's submit: queue the action, say it is done and close; when it could
 * not even be queued (the vault locked meanwhile, storage refused) say so and keep the dialog open.
 */
export async function queuedSubmit(
  queue: () => Promise<unknown>,
  texts: { done: string; failed: string },
  onDone: () => void,
): Promise<void> {
  try {
    await queue();
  } catch {
    notify.error(texts.failed);
    return;
  }
  notify.success(texts.done);
  onDone();
}
