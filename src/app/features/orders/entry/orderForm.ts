import type { Resolver } from 'react-hook-form';
import { resolvedWith } from '../../../api/fieldErrorPaths';
import type { AnalysisRecord, BillingCategory } from '../../../../contract/analyses';
import { orderProblems } from '../../../../contract/orderRules';
import {
  orderInputSchema,
  OrderValidation,
  type OrderInput,
  type OrderUrgency,
  type PatientSex,
  type SampleTimeKind,
} from '../../../../contract/orders';

/**
 * The order entry form's values as typed (the sample time as an `<input type="datetime-local">`
 * value in the device's time zone, ICD-10 codes in one line) and their conversion to the API's
 * input, checked by the contract: its schema and `orderProblems`, the same rules and texts as the
 * server's 422. Pure: tested in orderForm.test.ts.
 */
export interface OrderItemValues {
  analysis_id: number;
  billing: BillingCategory;
  profile_id: number | null;
}

export interface OrderFormValues {
  /** The practice's id as the select holds it; '' for none. */
  office_id: string;
  patient: {
    nachname: string;
    vorname: string;
    geburtsdatum: string;
    geschlecht: PatientSex | '';
    versicherungsart: BillingCategory | '';
    versichertennummer: string;
  };
  items: OrderItemValues[];
  clinical_question: string;
  /** ICD-10-GM codes separated by spaces, commas or semicolons. */
  icd10: string;
  urgency: OrderUrgency;
  sampled_at: string;
  sample_time_kind: SampleTimeKind;
}

/** What the rules need to know of the catalogue (the device's mirror). */
export type CatalogueFacts = ReadonlyMap<
  number,
  Pick<AnalysisRecord, 'withdrawn_at' | 'material' | 'transport' | 'billing'>
>;

/** Besides the values: the catalogue, the practices the doctor works in, and the clock. */
export interface OrderFormContext {
  catalogue: CatalogueFacts;
  officeIds: readonly number[];
  now: () => Date;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A moment as a datetime-local value in the device's time zone. */
export function localInputOf(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value (device time) as an ISO instant; what does not read as a time stays as it is. */
export function instantOf(local: string): string {
  const time = Date.parse(local);
  return local && !Number.isNaN(time) ? new Date(time).toISOString() : local;
}

/** A new order: the practice preselected when there is only one, sampled now. */
export function emptyOrderValues(now: Date, officeIds: readonly number[]): OrderFormValues {
  return {
    office_id: officeIds.length === 1 ? String(officeIds[0]) : '',
    patient: {
      nachname: '',
      vorname: '',
      geburtsdatum: '',
      geschlecht: '',
      versicherungsart: '',
      versichertennummer: '',
    },
    items: [],
    clinical_question: '',
    icd10: '',
    urgency: 'normal',
    sampled_at: localInputOf(now),
    sample_time_kind: 'actual',
  };
}

export const icd10Codes = (text: string): string[] =>
  text
    .split(/[\s,;]+/)
    .map((code) => code.trim().toUpperCase())
    .filter((code) => code !== '');

const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** The request `POST /api/orders` sends for these values, under the order's uuid and number. */
export function orderInputOf(values: OrderFormValues, ids: { uuid: string; number: string }): OrderInput {
  const { patient } = values;
  return {
    uuid: ids.uuid,
    number: ids.number,
    office_id: values.office_id === '' ? null : Number(values.office_id),
    patient: {
      nachname: patient.nachname,
      vorname: patient.vorname,
      geburtsdatum: patient.geburtsdatum,
      // '' is refused by the schema with the 'required' text.
      geschlecht: patient.geschlecht as PatientSex,
      versicherungsart: patient.versicherungsart === '' ? null : patient.versicherungsart,
      versichertennummer: orNull(patient.versichertennummer)?.toUpperCase() ?? null,
    },
    items: values.items.map((item) => ({ ...item })),
    clinical_question: values.clinical_question,
    icd10: icd10Codes(values.icd10),
    urgency: values.urgency,
    sampled_at: instantOf(values.sampled_at),
    sample_time_kind: values.sample_time_kind,
  };
}

/** A number the rules accept, for checking a form that has not taken its order number yet. */
const UNNUMBERED = { uuid: '00000000-0000-4000-8000-000000000000', number: '0000000000' };

/** The form field a rule's path belongs to (`icd10.2` is the one ICD-10 line). */
export const formFieldOf = (path: string): string => (path.startsWith('icd10.') ? 'icd10' : path);

/**
 * Every problem of the values, by form field, as i18n keys (OrderValidation): the contract's
 * schema first, then what it cannot see (catalogue, clock, combinations), then the practice,
 * required when the doctor works in several. Empty when the order may be sent.
 */
export function orderFormProblems(
  values: OrderFormValues,
  context: OrderFormContext,
): Record<string, string> {
  const input = orderInputOf(values, UNNUMBERED);
  const problems: Record<string, string> = {};
  const parsed = orderInputSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems[formFieldOf(issue.path.join('.'))] ??= issue.message;
  }
  for (const problem of orderProblems(
    {
      patient: values.patient,
      items: values.items,
      urgency: values.urgency,
      sampled_at: input.sampled_at,
    },
    context.catalogue,
    context.now(),
  )) {
    problems[formFieldOf(problem.field)] ??= problem.message;
  }
  const office = values.office_id === '' ? null : Number(values.office_id);
  if (context.officeIds.length > 1 && (office === null || !context.officeIds.includes(office))) {
    problems['office_id'] ??= OrderValidation.office;
  }
  return problems;
}

/**
 * The form's check for react-hook-form: the problems on the fields they name (an array's own
 * message before its items'). The context (catalogue, practices, clock) comes from useForm's
 * `context`, which the page keeps current as the mirror changes.
 */
export const orderFormResolver: Resolver<OrderFormValues, OrderFormContext> = (values, context) => {
  if (!context) throw new Error('The order form needs its catalogue');
  return resolvedWith(values, orderFormProblems(values, context));
};

/** A refusal's messages by form field: the first of each field the server named. */
export const refusalMessages = (errors: Record<string, readonly string[]>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(errors).flatMap(([field, messages]) =>
      messages[0] ? [[formFieldOf(field), messages[0]] as const] : [],
    ),
  );
