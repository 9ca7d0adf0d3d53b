/**
 * The times of an LDT Befund (issue 27): LDT 3's Obj_0054 Timestamp (7278 date JJJJMMTT, 7279 time
 * HHMMSS, 7273 zone 'UTC+1') after its attribute, 8219 the sample's and 8216 the report's, framed
 * (8002 Obj_0054 ... 8003) or flat; LDT 2's 8432/8433 (TTMMJJJJ, HHMM) for the sample. Without a
 * zone a time is the laboratory's wall-clock time (LAB_TIME_ZONE).
 */
import { LAB_TIME_ZONE } from '../../../../src/contract/constants';
import { LdtError, LdtProblem } from './ldtError';
import type { LdtLine } from './ldtLines';

/** A wall-clock time in the laboratory's zone (where the file names none) to the instant. */
function labTime(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
): Date {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: LAB_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(asUtc));
  const part = (type: string) => Number(parts.find((one) => one.type === type)?.value ?? 0);
  const zoned = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return new Date(asUtc - (zoned - asUtc));
}

/** A timestamp's lines as read: LDT 3's 7278/7279/7273 or LDT 2's 8432/8433. */
interface TimestampLines {
  date: LdtLine;
  time?: LdtLine;
  zone?: LdtLine;
}

/** 'UTC', 'UTC+1', 'UTC-9:30' (LDT 3's Zeitzone; the minus may be U+2212) to minutes east of UTC. */
function zoneOffset(zone: LdtLine, text: string): number {
  const match = /^UTC(?:([+\-\u2212])(\d{1,2})(?::(\d{2}))?)?$/.exec(text);
  if (!match || Number(match[2] ?? 0) > 14 || Number(match[3] ?? 0) > 59)
    throw new LdtError(zone.line, zone.field, LdtProblem.time);
  const minutes = Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
  return match[1] === '+' ? minutes : -minutes;
}

export function timestampOf({ date, time, zone }: TimestampLines, text: (line: LdtLine) => string): Date {
  const dateText = text(date);
  const timeText = time ? text(time) : '';
  const ldt3 = date.field === '7278';
  const iso = ldt3 ? /^(\d{4})(\d{2})(\d{2})$/.exec(dateText) : /^(\d{2})(\d{2})(\d{4})$/.exec(dateText);
  const [year, month, day] = iso
    ? ldt3
      ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
      : [Number(iso[3]), Number(iso[2]), Number(iso[1])]
    : [0, 0, 0];
  const valid = new Date(Date.UTC(year, month - 1, day));
  if (
    !iso ||
    valid.getUTCFullYear() !== year ||
    valid.getUTCMonth() !== month - 1 ||
    valid.getUTCDate() !== day
  )
    throw new LdtError(date.line, date.field, ldt3 ? LdtProblem.date : LdtProblem.ldt2Date);
  const clock = /^(\d{2})(\d{2})(\d{2})?\d{0,3}$/.exec(timeText);
  if (time && (!clock || Number(clock[1]) > 23 || Number(clock[2]) > 59 || Number(clock[3] ?? 0) > 59))
    throw new LdtError(time.line, time.field, LdtProblem.time);
  const [hour, minute, second] = [Number(clock?.[1] ?? 0), Number(clock?.[2] ?? 0), Number(clock?.[3] ?? 0)];
  if (!zone) return labTime(year, month, day, hour, minute, second);
  const offset = zoneOffset(zone, text(zone));
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second) - offset * 60_000);
}

/** The attributes whose Obj_0054 timestamps are read: the sample's and the report's. */
const TIMESTAMP_OF = { '8219': 'sample', '8216': 'report' } as const;
type TimestampKind = (typeof TIMESTAMP_OF)[keyof typeof TIMESTAMP_OF];
const TIMESTAMP_FIELDS = new Set(['7278', '7279', '7273']);

/**
 * Reads the timestamps of 8219 and 8216 (the first of each) from the lines that follow them:
 * framed (8002 Obj_0054 … 8003) or flat (until the first other field).
 */
export class Timestamps {
  readonly found = new Map<TimestampKind, TimestampLines>();
  #open: { kind: TimestampKind; lines: Partial<TimestampLines> } | null = null;

  /** True when the line belongs to a timestamp being read. */
  take(line: LdtLine): boolean {
    const kind = TIMESTAMP_OF[line.field as keyof typeof TIMESTAMP_OF];
    if (kind) {
      this.#close();
      this.#open = { kind, lines: {} };
      return true;
    }
    const open = this.#open;
    if (!open) return false;
    if (line.field === '8002') return true;
    if (line.field === '8003') {
      this.#close();
      return true;
    }
    if (!TIMESTAMP_FIELDS.has(line.field)) {
      this.#close();
      return false;
    }
    if (line.field === '7278') open.lines.date = line;
    if (line.field === '7279') open.lines.time = line;
    if (line.field === '7273') open.lines.zone = line;
    return true;
  }

  /** An LDT 2 sample date (8432) and time (8433). */
  legacySample(line: LdtLine): void {
    if (line.field === '8432' && !this.found.has('sample')) this.found.set('sample', { date: line });
    const sample = this.found.get('sample');
    if (line.field === '8433' && sample?.date.field === '8432') sample.time = line;
  }

  #close(): void {
    const open = this.#open;
    this.#open = null;
    if (open?.lines.date && !this.found.has(open.kind))
      this.found.set(open.kind, open.lines as TimestampLines);
  }

  end(): void {
    this.#close();
  }
}
