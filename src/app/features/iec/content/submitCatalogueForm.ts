import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from '../../../api/ApiRequestError';
import { notify } from '../../../notifications/notify';
import i18n from '../../../i18n/i18n';
import { saveCatalogueItem } from './iecContentApi';
import { formFieldOf, type CatalogueInput, type CatalogueKind } from './iecContentForms';

/**
 * Saves one catalogue item and says how it went: 'Angelegt.' or 'Gespeichert.', the server's field
 * messages beside the fields (422), anything else as the usual error. True when it was saved, so
 * the dialog closes; on a refusal it stays open with everything typed in it.
 */
export async function submitCatalogueForm<V extends FieldValues>(
  kind: CatalogueKind,
  id: number | null,
  input: CatalogueInput,
  setError: UseFormSetError<V>,
): Promise<boolean> {
  try {
    await saveCatalogueItem(kind, id, input);
    notify.success(i18n.t(id === null ? 'iecContent.created' : 'iecContent.saved'));
    return true;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 422 && error.body?.errors) {
      for (const [field, messages] of Object.entries(error.body.errors)) {
        if (messages[0]) setError(formFieldOf(field) as Path<V>, { type: 'server', message: messages[0] });
      }
      return false;
    }
    notify.apiError(error);
    return false;
  }
}
