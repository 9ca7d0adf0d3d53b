/** How values appear on a German lab report: decimal comma, DD.MM.YYYY in the laboratory's time zone. */
import type { ReferenceRange } from './analytePanels';
import type { ReportDoctor } from './demoReportContent';

const berlinDateFormat = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

const berlinDateTimeFormat = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** DD.MM.YYYY, HH:MM in the laboratory's time zone: when the sample was taken. */
export function labDateTime(date: Date): string {
  return berlinDateTimeFormat.format(date);
}

/** The date the clock showed in the laboratory (Europe/Berlin), whatever the server's time zone. */
export function labDate(date: Date): string {
  return berlinDateFormat.format(date);
}

export function doctorName({ titel, vorname, nachname }: ReportDoctor): string {
  return [titel, vorname, nachname].filter((part) => part.trim() !== '').join(' ');
}

/** German notation with a decimal comma: 12,5. */
export function decimal(value: number, decimals: number): string {
  return value.toFixed(decimals).replace('.', ',');
}

export function referenceRange(range: ReferenceRange, decimals: number): string {
  switch (range.kind) {
    case 'between':
      return `${decimal(range.low, decimals)} – ${decimal(range.high, decimals)}`;
    case 'below':
      return `< ${decimal(range.limit, decimals)}`;
    case 'above':
      return `> ${decimal(range.limit, decimals)}`;
  }
}

/** YYYY-MM-DD to DD.MM.YYYY, without a detour through Date and time zones. */
export function calendarDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}.${month}.${year}`;
}
