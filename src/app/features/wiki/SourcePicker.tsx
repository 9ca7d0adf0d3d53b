import { useTranslation } from 'react-i18next';
import { XMarkIcon } from '@heroicons/react/24/outline';
import type { IecSourceRow } from '../../../db/rows';
import { SelectField } from '../../components/SelectField';

/**
 * The sources an entry cites, for the staff's form: the chosen ones listed in citation order, each
 * with its 'remove', and a select that adds one more. A list of every citation with checkboxes
 * would make the dialog taller than a laptop's screen, or a list that scrolls inside it.
 */
export function SourcePicker({
  sources,
  picked,
  onChange,
  error,
}: {
  sources: readonly IecSourceRow[];
  picked: readonly number[];
  onChange: (ids: number[]) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const byId = new Map(sources.map((source) => [Number(source.id), source]));
  const options = sources
    .filter((source) => !picked.includes(Number(source.id)))
    .map((source) => ({ value: source.id, label: source.citation }));
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="text-sm font-medium text-stone-700">{t('wiki.staff.sources')}</legend>
      {picked.length > 0 && (
        <ol className="flex flex-col gap-1 text-sm" data-testid="picked-sources">
          {picked.map((id) => (
            <li key={id} className="flex min-w-0 items-start justify-between gap-2">
              <span className="line-clamp-2 min-w-0 break-words">{byId.get(id)?.citation ?? `#${id}`}</span>
              <button
                type="button"
                onClick={() => onChange(picked.filter((other) => other !== id))}
                className="shrink-0 rounded p-1 text-stone-500 hover:bg-stone-100 hover:text-red-700"
              >
                <span className="sr-only">{t('wiki.staff.removeSource')}</span>
                <XMarkIcon className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ol>
      )}
      <SelectField
        label={t('wiki.staff.addSource')}
        value=""
        onChange={(event) => {
          if (event.target.value) onChange([...picked, Number(event.target.value)]);
        }}
        options={[{ value: '', label: t('wiki.staff.chooseSource') }, ...options]}
        error={error}
      />
    </fieldset>
  );
}
