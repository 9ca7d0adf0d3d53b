/**
 * A window of a long text (a ticket's content, up to 1000 characters) around the first word of a
 * search it contains, so a hit shows why it matched without the whole text.
 */
import { foldForSearch } from '../../src/contract/search';

export const EXCERPT_LENGTH = 120;

export function excerpt(text: string, words: readonly string[], length = EXCERPT_LENGTH): string {
  if (text.length <= length) return text;
  const folded = foldForSearch(text);
  const positions = words.map((word) => folded.indexOf(foldForSearch(word))).filter((at) => at >= 0);
  const first = positions.length > 0 ? Math.min(...positions) : 0;
  const start = Math.max(0, Math.min(first - Math.floor(length / 4), text.length - length));
  const end = start + length;
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}
