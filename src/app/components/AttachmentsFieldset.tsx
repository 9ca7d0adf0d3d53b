import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SecondaryButton } from './Button';

export interface KeptAttachment {
  id: number;
  original_name: string;
}

/**
 * The attachments of a staff form that uploads files (a system message, a workshop): the files it
 * has, each marked for removal or kept again, the picker for new ones, and the messages about
 * files (i18n keys or the server's texts). The form holds the values (react-hook-form); `children`
 * stand below the picker (the chosen files, a hint).
 */
export function AttachmentsFieldset({
  label,
  keepLabel,
  removeLabel,
  kept,
  removed,
  onRemovedChange,
  onFilesChange,
  errors,
  children,
}: {
  label: string;
  keepLabel: string;
  removeLabel: string;
  kept: readonly KeptAttachment[];
  removed: readonly number[];
  onRemovedChange: (ids: number[]) => void;
  onFilesChange: (files: File[]) => void;
  errors: readonly string[];
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-stone-700">{label}</legend>
      {kept.length > 0 && (
        <ul className="flex flex-col gap-1">
          {kept.map((file) => {
            const removing = removed.includes(file.id);
            return (
              <li key={file.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <span className={`min-w-0 break-all ${removing ? 'text-stone-400 line-through' : ''}`}>
                  {file.original_name}
                </span>
                <SecondaryButton
                  onClick={() =>
                    onRemovedChange(removing ? removed.filter((id) => id !== file.id) : [...removed, file.id])
                  }
                >
                  {removing ? keepLabel : removeLabel}
                </SecondaryButton>
              </li>
            );
          })}
        </ul>
      )}
      <input
        type="file"
        multiple
        aria-label={label}
        accept=".pdf,.png,.jpg,.jpeg,.gif,.docx,.xlsx,.pptx"
        onChange={(event) => onFilesChange([...(event.target.files ?? [])])}
        className="max-w-full text-sm"
      />
      {children}
      {errors.map((text, index) => (
        <p key={`${index}-${text}`} className="text-sm text-red-700">
          {t(text)}
        </p>
      ))}
    </fieldset>
  );
}
