import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowUpTrayIcon } from '@heroicons/react/24/outline';

/** Files dropped here or chosen with the file input (several PDFs at once). */
export function UploadDropZone({ onFiles }: { onFiles: (files: File[]) => void }) {
  const { t } = useTranslation();
  const [over, setOver] = useState(false);
  return (
    <div
      data-testid="report-upload-dropzone"
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
      className={`flex flex-col items-center gap-2 rounded-lg border-2 border-dashed p-8 text-center text-sm ${
        over ? 'border-primary-600 bg-primary-50' : 'border-stone-300 bg-white'
      }`}
    >
      <ArrowUpTrayIcon className="size-8 text-stone-400" aria-hidden="true" />
      <p className="font-medium text-stone-700">{t('reports.upload.dropZone')}</p>
      <p className="text-stone-500">{t('reports.upload.or')}</p>
      <label className="cursor-pointer rounded-md bg-white px-4 py-2 font-semibold text-stone-700 shadow-sm ring-1 ring-stone-300 focus-within:outline-2 focus-within:outline-primary-600 hover:bg-stone-50">
        {t('reports.upload.choose')}
        <input
          type="file"
          multiple
          accept="application/pdf,.pdf"
          data-testid="report-upload-input"
          className="sr-only"
          onChange={(event) => {
            onFiles([...(event.target.files ?? [])]);
            // The same file may be chosen again after it was removed from the list.
            event.target.value = '';
          }}
        />
      </label>
    </div>
  );
}
