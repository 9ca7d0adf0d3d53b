/**
 * Preferred dates (spec §4 'Report interpretation'): the form's `datetime-local` values
 * ('2026-12-01T09:30', the user's wall clock) become ISO date-times with the user's offset
 * ('2026-12-01T09:30:00+01:00'), which the shared schema accepts and which keep the time the
 * doctor chose readable on the lab's side.
 */
const pad = (value: number) => String(Math.abs(value)).padStart(2, '0');

export function localInputToIso(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(year, month - 1, day, hour, minute);
  if (date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  return `${value}:00${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}

/** The filled-in inputs, in the order given; empty ones are left out. */
export function preferredDatesOf(inputs: readonly string[]): (string | null)[] {
  return inputs.filter((value) => value.trim() !== '').map(localInputToIso);
}

/** How a list shows a preferred date: a bare day as a day, a date-time with its time. */
export function formatPreferredDate(iso: string, language: string | undefined): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(iso)) {
    return new Date(iso).toLocaleDateString(language, { dateStyle: 'medium', timeZone: 'UTC' });
  }
  return new Date(iso).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });
}
