import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowUpTrayIcon } from '@heroicons/react/24/outline';
import './componentTexts';

/**
 * The app's one file picker (issue 26): files dropped on it or chosen with its button, in the
 * interface's language. The browser's own file input shows 'Choose Files' / 'Datei auswählen'
 * after the browser's, not the page's, language and cannot say what it takes; here the input is
 * hidden behind a labelled button, so a keyboard and a screen reader reach it as before.
 */
export function FilePicker({
  onFiles,
  accept,
  multiple = true,
  chooseLabel,
  dropLabel,
  hint,
  compact = false,
  testId,
  inputTestId,
}: {
  onFiles: (files: File[]) => void;
  /** The input's `accept`: what the file dialog offers. */
  accept: string;
  multiple?: boolean;
  /** The button's text ('PDF-Dateien auswählen'); 'Dateien auswählen' when not given. */
  chooseLabel?: string;
  /** The drop zone's text; 'Dateien hierher ziehen' when not given. */
  dropLabel?: string;
  /** What it takes (types, size, count), below the button. */
  hint?: string;
  /** In a form: a slimmer zone, no icon. */
  compact?: boolean;
  testId?: string;
  inputTestId?: string;
}) {
  const { t } = useTranslation();
  const [over, setOver] = useState(false);
  return (
    <div
      data-testid={testId}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        onFiles([...event.dataTransfer.files]);
      }}
      className={`flex flex-col items-center gap-2 rounded-lg border-2 border-dashed text-center text-sm ${
        compact ? 'p-4' : 'p-8'
      } ${over ? 'border-primary-600 bg-primary-50' : 'border-stone-300 bg-white'}`}
    >
      {!compact && <ArrowUpTrayIcon className="size-8 text-stone-400" aria-hidden="true" />}
      <p className="font-medium text-stone-700">{dropLabel ?? t('filePicker.drop')}</p>
      <p className="text-stone-500">{t('filePicker.or')}</p>
      <label className="cursor-pointer rounded-md bg-white px-4 py-2 font-semibold text-stone-700 shadow-sm ring-1 ring-stone-300 focus-within:outline-2 focus-within:outline-primary-600 hover:bg-stone-50">
        {chooseLabel ?? t('filePicker.choose')}
        <input
          type="file"
          multiple={multiple}
          accept={accept}
          data-testid={inputTestId}
          className="sr-only"
          onChange={(event) => {
            onFiles([...(event.target.files ?? [])]);
            // The same file may be chosen again after it was removed from the list.
            event.target.value = '';
          }}
        />
      </label>
      {hint && <p className="text-xs text-stone-600">{hint}</p>}
    </div>
  );
}
