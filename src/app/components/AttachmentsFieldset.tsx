import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../i18n/formatFileSize';
import { addAttachments, type AttachmentLimits, type AttachmentProblem } from './attachmentChoice';
import { SecondaryButton } from './Button';
import { FilePicker } from './FilePicker';
import './componentTexts';

export interface KeptAttachment {
  id: number;
  original_name: string;
}

/** The types the server takes as attachments (server/platform/files/attachmentType.ts). */
const ATTACHMENT_ACCEPT = '.pdf,.png,.jpg,.jpeg,.gif,.docx,.xlsx,.pptx';

/**
 * The attachments of a staff form that uploads files (a system message, a workshop): the files it
 * has, each marked for removal or kept again, the app's file picker for new ones (issue 26: not
 * the browser's, which speaks the browser's language), the files chosen, each removable, and the
 * messages about files: the form's limits checked as files are picked (attachmentChoice.ts), then
 * the server's (i18n keys or its texts). The form holds the values (react-hook-form).
 */
export function AttachmentsFieldset({
  label,
  keepLabel,
  removeLabel,
  kept,
  removed,
  onRemovedChange,
  files,
  onFilesChange,
  limits,
  errors,
  children,
}: {
  label: string;
  keepLabel: string;
  removeLabel: string;
  kept: readonly KeptAttachment[];
  removed: readonly number[];
  onRemovedChange: (ids: number[]) => void;
  files: readonly File[];
  onFilesChange: (files: File[]) => void;
  /** The form's count and size limits (src/contract/constants.ts). */
  limits: AttachmentLimits;
  errors: readonly string[];
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const [problems, setProblems] = useState<AttachmentProblem[]>([]);
  const keptCount = kept.filter((file) => !removed.includes(file.id)).length;
  const pick = (chosen: File[]) => {
    const choice = addAttachments(files, chosen, keptCount, limits);
    setProblems(choice.problems);
    onFilesChange(choice.files);
  };
  const limitValues = {
    maxFiles: limits.maxFiles,
    maxSize: formatFileSize(limits.maxBytes, i18n.resolvedLanguage),
  };
  const problemText = (problem: AttachmentProblem) => t(problem.key, { ...limitValues, name: problem.name });
  return (
    <fieldset className="flex flex-col gap-2" data-testid="attachments">
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
      <FilePicker
        compact
        onFiles={pick}
        accept={ATTACHMENT_ACCEPT}
        hint={t('attachments.hint', limitValues)}
        inputTestId="attachments-input"
      />
      {files.length > 0 && (
        <ul
          className="flex flex-col gap-1"
          aria-label={t('attachments.chosen')}
          data-testid="attachments-chosen"
        >
          {files.map((file) => (
            <li
              key={`${file.name}:${file.size}:${file.lastModified}`}
              className="flex flex-wrap items-center justify-between gap-2 text-sm text-stone-700"
            >
              <span className="min-w-0 break-all">
                {file.name} ({formatFileSize(file.size, i18n.resolvedLanguage)})
              </span>
              <SecondaryButton
                aria-label={t('attachments.removeChosen', { name: file.name })}
                onClick={() => onFilesChange(files.filter((other) => other !== file))}
              >
                {removeLabel}
              </SecondaryButton>
            </li>
          ))}
        </ul>
      )}
      {children}
      {[...problems.map(problemText), ...errors.map((text) => t(text))].map((text, index) => (
        <p key={`${index}-${text}`} className="text-sm text-red-700">
          {text}
        </p>
      ))}
    </fieldset>
  );
}
