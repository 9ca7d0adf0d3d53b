import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, icsCalendar, icsDateTime } from './icsCalendar';

const event = {
  uid: 'workshop-3-event-7@kundencenter',
  title: 'Präanalytik kompakt',
  description: 'Proben; Lagerung, Versand\nund mehr',
  startsAt: '2026-12-10T09:00:00.000Z',
  endsAt: '2026-12-10T12:30:00.000Z',
  location: 'Labor, Seminarraum 1',
  url: null,
};

describe('the .ics file of a booked workshop date (RFC 5545)', () => {
  it('writes one VEVENT in UTC with UID and DTSTAMP, lines ending in CRLF', () => {
    const text = icsCalendar(event, new Date('2026-11-24T08:00:00Z'));
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.split('\r\n');
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
    expect(lines).toContain('BEGIN:VEVENT');
    expect(lines).toContain('UID:workshop-3-event-7@kundencenter');
    expect(lines).toContain('DTSTAMP:20261124T080000Z');
    expect(lines).toContain('DTSTART:20261210T090000Z');
    expect(lines).toContain('DTEND:20261210T123000Z');
    expect(lines).toContain('SUMMARY:Präanalytik kompakt');
    expect(lines).toContain('LOCATION:Labor\\, Seminarraum 1');
    expect(lines).toContain('DESCRIPTION:Proben\\; Lagerung\\, Versand\\nund mehr');
    expect(lines.some((line) => line.startsWith('URL:'))).toBe(false);
  });

  it('names an online date by its link', () => {
    const text = icsCalendar({ ...event, location: null, url: 'https://meet.example.org/a' });
    expect(text).toContain('URL:https://meet.example.org/a\r\n');
    expect(text).not.toContain('LOCATION:');
  });

  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeText('a\\b;c,d\r\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('folds lines at 75 octets, counting umlauts as two, without splitting a character', () => {
    const long = `DESCRIPTION:${'ä'.repeat(100)}`;
    const folded = foldLine(long).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const line of folded) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(folded.map((line, index) => (index === 0 ? line : line.slice(1))).join('')).toBe(long);
  });

  it('formats date-times as UTC basic format', () => {
    expect(icsDateTime('2026-01-02T03:04:05.678Z')).toBe('20260102T030405Z');
  });
});
