import type { WorkshopEvent } from '../../../contract/workshops';

/** 'Do., 10.12.2026, 09:00 – 12:00' (the end's date only when it is another day). */
export function eventRange(
  event: Pick<WorkshopEvent, 'starts_at' | 'ends_at'>,
  language: string | undefined,
): string {
  const locale = language === 'en' ? 'en-GB' : 'de-DE';
  const start = new Date(event.starts_at);
  const end = new Date(event.ends_at);
  const day = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' });
  const sameDay = start.toDateString() === end.toDateString();
  return sameDay
    ? `${day.format(start)}, ${time.format(start)} – ${time.format(end)}`
    : `${day.format(start)}, ${time.format(start)} – ${day.format(end)}, ${time.format(end)}`;
}

/** 'Dezember 2026' for an agenda month `2026-12`. */
export function monthTitle(month: string, language: string | undefined): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'de-DE', {
    month: 'long',
    year: 'numeric',
  }).format(new Date(year ?? 2000, (monthNumber ?? 1) - 1, 1));
}
