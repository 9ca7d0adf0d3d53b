const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The shapes of a moment the app writes; each language's formatter is made once (below). */
const SHAPES = {
  date: { day: '2-digit', month: '2-digit', year: 'numeric' },
  calendarDay: { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' },
  dateTime: { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' },
  timeOfDay: { hour: '2-digit', minute: '2-digit' },
  dayMonth: { day: '2-digit', month: '2-digit' },
  year: { year: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
type Shape = keyof typeof SHAPES;

/**
 * `toLocaleDateString(language, options)` builds a formatter for every call (about 0.1 ms; the
 * formatter's own `format` takes 1 µs). A list renders hundreds of dates, and renders again with
 * every pull that changes it. The same formatter, kept per shape and language, writes the same text
 * (in the time zone the tab had when it was made: a laptop moved to another zone writes the new
 * zone's times after the next reload).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function write(shape: Shape, moment: Date, language: string | undefined): string {
  // Intl throws on an invalid date where toLocaleDateString answered 'Invalid Date'.
  if (Number.isNaN(moment.getTime())) return String(moment);
  const key = `${shape} ${language ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, SHAPES[shape]);
    formatters.set(key, formatter);
  }
  return formatter.format(moment);
}

/**
 * A day as the user's language writes it (01.03.2026 / 03/01/2026). A bare date (a birth date)
 * is a calendar day, not a moment: it is read as UTC so no time zone moves it to the day before.
 */
export function formatDate(iso: string, language: string | undefined): string {
  return write(DATE_ONLY.test(iso) ? 'calendarDay' : 'date', new Date(iso), language);
}

/** A day and time of day, for when a report was created. */
export function formatDateTime(iso: string, language: string | undefined): string {
  return write('dateTime', new Date(iso), language);
}

/** Hours and minutes of a moment (epoch ms): when the mirror was last brought up to date. */
export function formatTimeOfDay(epochMs: number, language: string | undefined): string {
  return write('timeOfDay', new Date(epochMs), language);
}

/**
 * The days under a chart's axis (epoch seconds), as the user's language writes them: '29.10.' in
 * German, '10/29' in English; the year goes under the first day and under a day whose year differs
 * from the one before, so an axis crossing New Year says so (issue 26: no American dates in German).
 */
export function formatChartDays(epochSeconds: readonly number[], language: string | undefined): string[] {
  let previousYear: number | null = null;
  return epochSeconds.map((seconds) => {
    const day = new Date(seconds * 1000);
    const label = write('dayMonth', day, language);
    const year = day.getFullYear();
    const withYear = year !== previousYear;
    previousYear = year;
    return withYear ? `${label}\n${write('year', day, language)}` : label;
  });
}
