/**
 * The lookups of a practice's settings (spec §3): report dispatch Post/Mail/Kundencenter, invoice
 * dispatch Post/Mail, payment Rechnung/Kreditkarte/Kreditkarte NLRF, with the German labels of the
 * spec and their English ones. Ensured at every start like the other lookups; the migration that
 * added them inserted the same rows, so the offices that existed then could refer to them.
 */
import { sql } from 'drizzle-orm';
import { InvoiceDispatchId, PaymentMethodId, ReportDispatchId } from '../../../src/contract/officeSettings';
import { SyncEntity } from '../../../src/contract/sync';
import type { AppTx } from '../../platform/db/database';
import { invoiceDispatches, paymentMethods, reportDispatches } from '../../platform/db/schema';
import { ALL_SCOPE } from '../../platform/sync/scopes';
import type { Emit } from '../../platform/sync/writeWithChanges';

export const REPORT_DISPATCHES = [
  { id: ReportDispatchId.post, name: 'Post', nameEn: 'Post', sort: 1 },
  { id: ReportDispatchId.mail, name: 'Mail', nameEn: 'E-mail', sort: 2 },
  { id: ReportDispatchId.portal, name: 'Kundencenter', nameEn: 'Customer portal', sort: 3 },
] as const;

export const INVOICE_DISPATCHES = [
  { id: InvoiceDispatchId.post, name: 'Post', nameEn: 'Post', sort: 1 },
  { id: InvoiceDispatchId.mail, name: 'Mail', nameEn: 'E-mail', sort: 2 },
] as const;

export const PAYMENT_METHODS = [
  { id: PaymentMethodId.invoice, name: 'Rechnung', nameEn: 'Invoice', sort: 1 },
  { id: PaymentMethodId.creditCard, name: 'Kreditkarte', nameEn: 'Credit card', sort: 2 },
  { id: PaymentMethodId.creditCardNlrf, name: 'Kreditkarte NLRF', nameEn: 'Credit card NLRF', sort: 3 },
] as const;

type LabelledTable = typeof reportDispatches | typeof invoiceDispatches | typeof paymentMethods;
type LabelledRow = { id: number; name: string; nameEn: string; sort: number };

const LABELLED_LOOKUPS: readonly [LabelledTable, SyncEntity, readonly LabelledRow[]][] = [
  [reportDispatches, SyncEntity.reportDispatch, REPORT_DISPATCHES],
  [invoiceDispatches, SyncEntity.invoiceDispatch, INVOICE_DISPATCHES],
  [paymentMethods, SyncEntity.paymentMethod, PAYMENT_METHODS],
];

/** Inserts or corrects the rows; emits a change for each row that is new or was different. */
export async function upsertOfficeSettingLookups(tx: AppTx, emit: Emit): Promise<void> {
  for (const [table, entity, values] of LABELLED_LOOKUPS) {
    const rows = await tx
      .insert(table)
      .values([...values])
      .onConflictDoUpdate({
        target: table.id,
        set: { name: sql`excluded.name`, nameEn: sql`excluded.name_en`, sort: sql`excluded.sort` },
        setWhere: sql`(${table.name}, ${table.nameEn}, ${table.sort})
          IS DISTINCT FROM (excluded.name, excluded.name_en, excluded.sort)`,
      })
      .returning({ id: table.id });
    for (const row of rows) emit(entity, row.id, [ALL_SCOPE]);
  }
}
