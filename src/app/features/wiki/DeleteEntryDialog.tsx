import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DialogForm } from '../../components/DialogForm';
import { FormDialog } from '../../components/FormDialog';
import { notify } from '../../notifications/notify';
import { useBrowserOnline } from '../../offline/useMirror';
import { pathOf } from '../../router/routePaths';
import { lexiconContent } from './lexiconContent';

/** Content staff delete a lexicon entry after confirming it; online only, like its form. */
export function DeleteEntryDialog({ id, term, onClose }: { id: string; term: string; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const online = useBrowserOnline();
  const [sending, setSending] = useState(false);
  const remove = async () => {
    setSending(true);
    try {
      await lexiconContent.remove(id);
      notify.success(t('wiki.staff.deleted'));
      onClose();
      void navigate(pathOf('iec-wiki'));
    } catch (error) {
      notify.apiError(error);
    } finally {
      setSending(false);
    }
  };
  return (
    <FormDialog
      open
      onClose={onClose}
      title={t('wiki.staff.deleteTitle')}
      intro={t('wiki.staff.deleteIntro', { term })}
      testId="lexicon-delete-dialog"
    >
      <DialogForm
        onSubmit={remove}
        onCancel={onClose}
        submitLabel={t('wiki.staff.delete')}
        cancelLabel={t('wiki.staff.cancel')}
        submitDisabled={sending || !online}
      >
        {!online && <p className="text-sm text-amber-800">{t('wiki.staff.offline')}</p>}
      </DialogForm>
    </FormDialog>
  );
}
