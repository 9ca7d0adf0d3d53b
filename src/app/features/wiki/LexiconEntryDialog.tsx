import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { IecLexiconEntryRow } from '../../../db/rows';
import { serverFieldErrors } from '../../api/applyServerFieldErrors';
import { DialogForm } from '../../components/DialogForm';
import { FormDialog } from '../../components/FormDialog';
import { SelectField } from '../../components/SelectField';
import { TextAreaField } from '../../components/TextAreaField';
import { TextField } from '../../components/TextField';
import { notify } from '../../notifications/notify';
import { useBrowserOnline } from '../../offline/useMirror';
import { pathOf } from '../../router/routePaths';
import { lexiconContent } from './lexiconContent';
import { lexiconFormValues, lexiconInput, type LexiconFormErrors } from './lexiconForm';
import type { LexiconLocale } from './lexiconView';
import { SourcePicker } from './SourcePicker';
import { useIecSources, useIecSubstances } from './useLexicon';

/**
 * Content staff create or edit a lexicon entry: term and definition in both languages, the
 * substance it explains (optional) and the sources it cites. Checked on the device with the
 * contract's schema; the server's 422 messages land on their fields. Online only (lexiconContent.ts):
 * offline the dialog says so and does not send.
 */
export function LexiconEntryDialog({
  entry,
  locale,
  onClose,
}: {
  /** The entry to edit; none for a new one. */
  entry?: IecLexiconEntryRow;
  locale: LexiconLocale;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const online = useBrowserOnline();
  const substances = useIecSubstances();
  const sources = useIecSources();
  const [values, setValues] = useState(() => lexiconFormValues(entry));
  const [errors, setErrors] = useState<LexiconFormErrors>({});
  const [sending, setSending] = useState(false);
  const set = (change: Partial<typeof values>) => setValues({ ...values, ...change });

  const submit = async () => {
    const checked = lexiconInput(values);
    setErrors(checked.errors ?? {});
    if (!checked.input || !online) return;
    setSending(true);
    try {
      const id = await lexiconContent.save(entry?.id ?? null, checked.input);
      notify.success(t(entry ? 'wiki.staff.updated' : 'wiki.staff.created'));
      onClose();
      if (!entry) void navigate(pathOf('iec-wiki-entry', { id }));
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) setErrors(fields);
      else notify.apiError(error);
    } finally {
      setSending(false);
    }
  };

  const substanceOptions = [
    { value: '', label: t('wiki.staff.noSubstance') },
    ...(substances ?? [])
      .map((substance) => ({ value: substance.id, label: substance.name[locale] }))
      .sort((a, b) => a.label.localeCompare(b.label, locale)),
  ];
  return (
    <FormDialog
      open
      onClose={onClose}
      title={t(entry ? 'wiki.staff.editTitle' : 'wiki.staff.newTitle')}
      testId="lexicon-entry-dialog"
    >
      <DialogForm
        onSubmit={submit}
        onCancel={onClose}
        submitLabel={t('wiki.staff.save')}
        cancelLabel={t('wiki.staff.cancel')}
        submitDisabled={sending || !online}
      >
        {!online && <p className="text-sm text-amber-800">{t('wiki.staff.offline')}</p>}
        <TextField
          label={t('wiki.staff.termDe')}
          value={values.termDe}
          onChange={(event) => set({ termDe: event.target.value })}
          error={errors['term.de'] ?? errors['term']}
        />
        <TextField
          label={t('wiki.staff.termEn')}
          value={values.termEn}
          onChange={(event) => set({ termEn: event.target.value })}
          error={errors['term.en']}
        />
        <TextAreaField
          label={t('wiki.staff.definitionDe')}
          rows={3}
          value={values.definitionDe}
          onChange={(event) => set({ definitionDe: event.target.value })}
          error={errors['definition.de'] ?? errors['definition']}
        />
        <TextAreaField
          label={t('wiki.staff.definitionEn')}
          rows={3}
          value={values.definitionEn}
          onChange={(event) => set({ definitionEn: event.target.value })}
          error={errors['definition.en']}
        />
        <SelectField
          label={t('wiki.staff.substance')}
          value={values.substanceId}
          onChange={(event) => set({ substanceId: event.target.value })}
          options={substanceOptions}
          error={errors['substance_id']}
        />
        <SourcePicker
          sources={sources ?? []}
          picked={values.sourceIds}
          onChange={(sourceIds) => set({ sourceIds })}
          error={errors['source_ids']}
        />
      </DialogForm>
    </FormDialog>
  );
}
