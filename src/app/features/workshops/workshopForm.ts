import type { Resolver } from 'react-hook-form';
import { resolvedWith } from '../../api/fieldErrorPaths';
import { workshopInputSchema, type WorkshopInput } from '../../../contract/workshops';
import type { WorkshopRow } from '../../../db/rows';

/**
 * The staff form's values as typed (dates as `<input type="datetime-local">` values in the
 * device's time zone, topics comma-separated) and their conversion to the API's input, checked
 * by the contract's schema, and the form's check for react-hook-form. Pure: tested in
 * workshopForm.test.ts.
 */
export interface EventFormValues {
  starts_at: string;
  ends_at: string;
  place: string;
  online_url: string;
}

export interface WorkshopFormValues {
  title: string;
  description: string;
  max_participants: string;
  topics: string;
  events: EventFormValues[];
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO instant as a datetime-local value in the device's time zone. */
export function localInputOf(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value (device time) as an ISO instant; '' stays '' (refused by the schema). */
export const instantOf = (local: string): string => {
  const time = Date.parse(local);
  return local && !Number.isNaN(time) ? new Date(time).toISOString() : local;
};

export const emptyEvent = (): EventFormValues => ({ starts_at: '', ends_at: '', place: '', online_url: '' });

export function formValuesOf(workshop: WorkshopRow | undefined): WorkshopFormValues {
  if (!workshop) {
    return { title: '', description: '', max_participants: '10', topics: '', events: [emptyEvent()] };
  }
  return {
    title: workshop.title,
    description: workshop.description,
    max_participants: String(workshop.max_participants),
    topics: workshop.topics.join(', '),
    events: workshop.events.map((event) => ({
      starts_at: localInputOf(event.starts_at),
      ends_at: localInputOf(event.ends_at),
      place: event.place ?? '',
      online_url: event.online_url ?? '',
    })),
  };
}

export function inputOf(values: WorkshopFormValues, removeFileIds: number[]): WorkshopInput {
  return {
    title: values.title,
    description: values.description,
    max_participants: values.max_participants.trim() === '' ? Number.NaN : Number(values.max_participants),
    topics: values.topics
      .split(',')
      .map((topic) => topic.trim())
      .filter((topic) => topic !== ''),
    events: values.events.map((event) => ({
      starts_at: instantOf(event.starts_at),
      ends_at: instantOf(event.ends_at),
      place: event.place.trim() === '' ? null : event.place,
      online_url: event.online_url.trim() === '' ? null : event.online_url.trim(),
    })),
    remove_file_ids: removeFileIds,
  };
}

/** The schema's messages by field path (`events.0.ends_at`), as the server's 422 names them too. */
export function formErrors(input: WorkshopInput): Record<string, string> {
  const result = workshopInputSchema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}

/** The form's values with its attachments: the files chosen, the kept ones marked for removal. */
export interface WorkshopFormState extends WorkshopFormValues {
  files: File[];
  remove_file_ids: number[];
}

/**
 * The form's check for react-hook-form: the contract's schema on the API input the values make,
 * its messages on the fields they name (an array's own message before its items').
 */
export const workshopResolver: Resolver<WorkshopFormState> = (values) =>
  resolvedWith(values, formErrors(inputOf(values, values.remove_file_ids)));
