import type { SearchSegment } from '../../../contract/search';

/**
 * A hit's text with its matched parts highlighted: the segments become text nodes and <mark>s,
 * so nothing the server or the mirror holds is ever parsed as HTML.
 */
export function HitText({ segments }: { segments: readonly SearchSegment[] }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.match ? (
          <mark key={index} className="rounded-sm bg-amber-100 px-0.5 text-inherit">
            {segment.text}
          </mark>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}
