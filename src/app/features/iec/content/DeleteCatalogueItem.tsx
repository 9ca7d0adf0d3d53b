import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogForm } from '../../../components/DialogForm';
import { FormDialog } from '../../../components/FormDialog';
import { notify } from '../../../notifications/notify';
import { useBrowserOnline } from '../../../offline/useMirror';
import { deleteCatalogueItem } from './iecContentApi';
import type { CatalogueKind } from './iecContentForms';

/**
 * Asks before an item leaves the catalogue for everyone. A refusal keeps it and says why (a group
 * that still holds substances: 409 with the server's text).
 */
export function DeleteCatalogueItem({
  kind,
  item,
  onClose,
}: {
  kind: CatalogueKind;
  item: { id: string; title: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const online = useBrowserOnline();
  const [sending, setSending] = useState(false);
  return (
    <FormDialog
      open={item !== null}
      onClose={onClose}
      title={t('iecContent.confirmDelete')}
      intro={item ? t('iecContent.confirmDeleteText', { name: item.title }) : undefined}
      testId="iec-content-delete"
    >
      <DialogForm
        submitLabel={t('iecContent.delete')}
        cancelLabel={t('iecContent.cancel')}
        onCancel={onClose}
        submitDisabled={sending || !online}
        onSubmit={async () => {
          if (!item || sending) return;
          setSending(true);
          try {
            await deleteCatalogueItem(kind, Number(item.id));
            notify.success(t('iecContent.deleted'));
          } catch (error) {
            notify.apiError(error);
          } finally {
            setSending(false);
          }
          onClose();
        }}
      >
        {null}
      </DialogForm>
    </FormDialog>
  );
}
