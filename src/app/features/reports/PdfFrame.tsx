import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowDownTrayIcon } from '@heroicons/react/24/outline';

/**
 * The PDF shown from the device's bytes through a `blob:` URL (the CSP allows blob: frames for
 * this), and a link saving the same bytes under the report's file name. The URL is made and
 * revoked in an effect and handed to the elements by ref: no state, so closing the viewer (or a
 * strict-mode remount) never leaves a URL behind nor shows a revoked one.
 */
export function PdfFrame({
  bytes,
  filename,
  title,
}: {
  bytes: ArrayBuffer;
  filename: string;
  title: string;
}) {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  const link = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
    if (frame.current) frame.current.src = url;
    if (link.current) link.current.href = url;
    return () => URL.revokeObjectURL(url);
  }, [bytes]);

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3">
      <div className="flex justify-end">
        <a
          ref={link}
          download={filename}
          className="inline-flex items-center gap-1.5 rounded-md bg-primary-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-primary-800"
        >
          <ArrowDownTrayIcon className="size-5" aria-hidden="true" />
          {t('reports.viewer.download')}
        </a>
      </div>
      <iframe
        ref={frame}
        title={title}
        data-testid="report-pdf"
        className="min-h-0 w-full flex-1 rounded-md border border-stone-200 bg-stone-100"
      />
    </div>
  );
}
