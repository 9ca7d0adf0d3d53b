import { useCallback, useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { mirror } from '../../../offline/syncSession';
import { saveDraft, type OrderRefusal } from './orderDrafts';
import type { OrderFormContext, OrderFormValues } from './orderForm';

/** How long typing pauses before the draft is saved. */
export const AUTOSAVE_DELAY_MS = 600;

/**
 * Keeps the form as a sealed draft on the device a moment after every change, and the last change
 * when the form goes (a navigation), so a reload, a flat battery or a locked vault loses nothing.
 * Returns `cancel`, for sending and discarding: a save after them would bring the draft back.
 */
export function useDraftAutosave(
  form: UseFormReturn<OrderFormValues, OrderFormContext>,
  draftId: string,
  refusal: OrderRefusal | null,
): () => void {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    const save = () => {
      timer.current = null;
      void saveDraft(mirror(), draftId, { values: form.getValues(), refusal }).catch(() => undefined);
    };
    const unsubscribe = form.subscribe({
      formState: { values: true },
      callback: () => {
        if (timer.current) clearTimeout(timer.current);
        timer.current = setTimeout(save, AUTOSAVE_DELAY_MS);
      },
    });
    return () => {
      unsubscribe();
      if (timer.current) {
        clearTimeout(timer.current);
        save();
      }
    };
  }, [form, draftId, refusal]);
  return useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);
}
