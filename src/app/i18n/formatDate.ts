const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A day as the user's language writes it (01.03.2026 / 03/01/2026). A bare date (a birth date)
 * is a calendar day, not a moment: it is read as UTC so no time zone moves it to the day before.
 */
export function formatDate(iso: string, language: string | undefined): string {
  return new Date(iso).toLocaleDateString(language, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: DATE_ONLY.test(iso) ? 'UTC' : undefined,
  });
}

/** A day and time of day, for when a report was created. */
export function formatDateTime(iso: string, language: string | undefined): string {
  return new Date(iso).toLocaleString(language, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
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
    const label = day.toLocaleDateString(language, { day: '2-digit', month: '2-digit' });
    const year = day.getFullYear();
    const withYear = year !== previousYear;
    previousYear = year;
    return withYear ? `${label}\n${day.toLocaleDateString(language, { year: 'numeric' })}` : label;
  });
}
