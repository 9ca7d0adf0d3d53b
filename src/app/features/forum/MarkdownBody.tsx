import { useMemo } from 'react';
import { renderMarkdown } from './markdown';

/** A post's or reply's Markdown, shown as the sanitized HTML of markdown.ts (never the raw text as HTML). */
export function MarkdownBody({ source, testId }: { source: string; testId?: string }) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  return (
    <div
      data-testid={testId}
      className="forum-markdown max-w-none text-sm break-words text-stone-800 [&_a]:text-primary-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:pl-3 [&_li]:ml-5 [&_ol]:list-decimal [&_p]:my-2 [&_pre]:overflow-x-auto [&_pre]:rounded [&_pre]:bg-stone-100 [&_pre]:p-2 [&_ul]:list-disc"
      // Sanitized by DOMPurify in renderMarkdown: scripts, event handlers, styles and unsafe links removed.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
