/**
 * A tiny RFC 5545 writer for one booked workshop date (issue 15: 'an .ics file for each booked
 * event, generated on the device from the mirrored event'). A library would bring a parser and
 * time-zone tables the product does not need; one VEVENT in UTC is a few lines. What RFC 5545
 * asks of them: CRLF line ends, TEXT values escaped (backslash, semicolon, comma, newline), lines
 * folded at 75 octets (not characters: umlauts are two), UTC date-times as `YYYYMMDDTHHMMSSZ`, and
 * the required UID and DTSTAMP. Tested in icsCalendar.test.ts.
 */
export interface IcsEvent {
  /** Stable across downloads, so a calendar updates the entry instead of adding a second one. */
  uid: string;
  title: string;
  description: string;
  startsAt: string;
  endsAt: string;
  location: string | null;
  url: string | null;
}

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** `2026-12-10T09:00:00.000Z` -> `20261210T090000Z`. */
export const icsDateTime = (iso: string): string =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** RFC 5545 §3.3.11: backslash, semicolon and comma escaped, line breaks as `\n`. */
export const escapeText = (text: string): string =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** RFC 5545 §3.1: lines longer than 75 octets continue on the next line after CRLF and a space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    // Continuation lines begin with a space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

export function icsCalendar(event: IcsEvent, now: Date = new Date()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Kundencenter//Schulungen//DE',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${icsDateTime(now.toISOString())}`,
    `DTSTART:${icsDateTime(event.startsAt)}`,
    `DTEND:${icsDateTime(event.endsAt)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** Offers the calendar file as a download named after the workshop. */
export function downloadIcs(event: IcsEvent, fileName: string): void {
  const url = URL.createObjectURL(new Blob([icsCalendar(event)], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${fileName.replace(/[^\p{L}\p{N} _-]+/gu, '').trim() || 'Schulung'}.ics`;
  link.click();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
