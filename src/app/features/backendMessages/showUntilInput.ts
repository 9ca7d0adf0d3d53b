/**
 * The form's show-until is a day (`<input type="date">`); a message is shown through that whole
 * day in the admin's time zone, so the stored instant is the end of the day, local time.
 */
export function showUntilFromDay(day: string): string | null {
  if (day === '') return null;
  const end = new Date(`${day}T23:59:59`);
  return Number.isNaN(end.getTime()) ? day : end.toISOString();
}

/** The day an instant falls on, local time, as `<input type="date">` wants it. */
export function dayOfShowUntil(instant: string | null): string {
  if (!instant) return '';
  const date = new Date(instant);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
