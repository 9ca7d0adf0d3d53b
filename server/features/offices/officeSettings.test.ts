import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  InvoiceDispatchId,
  OFFICE_SETTING_DEFAULTS,
  PaymentMethodId,
  ReportDispatchId,
} from '../../../src/contract/officeSettings';
import { SyncEntity } from '../../../src/contract/sync';
import { signIn, type TestAgent } from '../../testing/session';
import { bootstrap } from '../../testing/syncClient';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';

/**
 * A practice's settings from the lookups of spec §3 (report dispatch, invoice dispatch, payment):
 * set by whoever may edit offices, mirrored to the practice's doctors and to staff, nobody else.
 */
describe.each(testDatabases())('a practice’s dispatch and payment settings on $kind', (testDatabase) => {
  let t: TestApp;
  let admin: TestAgent;
  let weber: TestAgent;
  let klein: TestAgent;
  let weberOffice: { id: number; uuid: string; name: string; doctor_ids: number[] };

  const officeRowOf = async (agent: TestAgent, id: number) =>
    (await bootstrap(agent)).rows.find((row) => row.entity === SyncEntity.office && row.id === String(id))
      ?.data;

  beforeAll(async () => {
    t = await createTestApp(testDatabase);
    admin = await signIn(t, 'admin');
    weber = await signIn(t, 'dr.weber');
    klein = await signIn(t, 'dr.klein');
    const offices = (await admin.get('/api/praxen?perPage=100')).json().data;
    weberOffice = offices.find((office: { lis_id: string }) => office.lis_id === 'P-40117');
  }, 60_000);
  afterAll(() => t?.close());

  const editBody = (settings: Record<string, unknown>) => ({
    name: weberOffice.name,
    lis_id: 'P-40117',
    doctor_ids: weberOffice.doctor_ids,
    ...settings,
  });

  it('gives a new office the default settings', async () => {
    const created = await admin.post('/api/praxen', { name: 'Praxis ohne Angaben' });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      report_dispatch_id: OFFICE_SETTING_DEFAULTS.report_dispatch_id,
      invoice_dispatch_id: OFFICE_SETTING_DEFAULTS.invoice_dispatch_id,
      payment_method_id: OFFICE_SETTING_DEFAULTS.payment_method_id,
    });
  });

  it('lets staff set the payment and both dispatches, and keeps them when an edit leaves them out', async () => {
    const settings = {
      report_dispatch_id: ReportDispatchId.mail,
      invoice_dispatch_id: InvoiceDispatchId.mail,
      payment_method_id: PaymentMethodId.creditCardNlrf,
    };
    const edited = await admin.put(`/api/praxen/${weberOffice.id}`, editBody(settings));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject(settings);
    expect((await admin.get(`/api/praxen/${weberOffice.uuid}`)).json().data).toMatchObject(settings);

    const untouched = await admin.put(`/api/praxen/${weberOffice.id}`, editBody({}));
    expect(untouched.json().data).toMatchObject(settings);
    expect(await officeRowOf(admin, weberOffice.id)).toMatchObject(settings);
  });

  it('shows the practice’s settings to its doctor, and the office not at all to another practice’s', async () => {
    await admin.put(
      `/api/praxen/${weberOffice.id}`,
      editBody({ payment_method_id: PaymentMethodId.creditCard }),
    );
    expect(await officeRowOf(weber, weberOffice.id)).toMatchObject({
      payment_method_id: PaymentMethodId.creditCard,
      report_dispatch_id: ReportDispatchId.mail,
      invoice_dispatch_id: InvoiceDispatchId.mail,
    });
    expect(await officeRowOf(klein, weberOffice.id)).toBeUndefined();
  });

  it('mirrors the three lookups with their German and English labels to everyone', async () => {
    const rows = (await bootstrap(klein)).rows;
    const labels = (entity: SyncEntity) =>
      rows.filter((row) => row.entity === entity).map((row) => [row.data?.['name'], row.data?.['name_en']]);
    expect(labels(SyncEntity.reportDispatch)).toEqual([
      ['Post', 'Post'],
      ['Mail', 'E-mail'],
      ['Kundencenter', 'Customer portal'],
    ]);
    expect(labels(SyncEntity.invoiceDispatch)).toEqual([
      ['Post', 'Post'],
      ['Mail', 'E-mail'],
    ]);
    expect(labels(SyncEntity.paymentMethod)).toEqual([
      ['Rechnung', 'Invoice'],
      ['Kreditkarte', 'Credit card'],
      ['Kreditkarte NLRF', 'Credit card NLRF'],
    ]);
  });

  it('refuses a value that is not in the lookup with 422 and a message beside each field', async () => {
    const refused = await admin.put(
      `/api/praxen/${weberOffice.id}`,
      editBody({
        report_dispatch_id: 99,
        invoice_dispatch_id: ReportDispatchId.portal,
        payment_method_id: 'x',
      }),
      { 'accept-language': 'de' },
    );
    expect(refused.statusCode).toBe(422);
    const unknown = ['Bitte wählen Sie einen Eintrag aus der Liste.'];
    expect(refused.json().errors).toMatchObject({
      report_dispatch_id: unknown,
      invoice_dispatch_id: unknown,
      payment_method_id: unknown,
    });
    const english = await admin.post(
      '/api/praxen',
      { name: 'Praxis X', payment_method_id: 0 },
      {
        'accept-language': 'en',
      },
    );
    expect(english.statusCode).toBe(422);
    expect(english.json().errors.payment_method_id).toEqual(['Please choose an entry from the list.']);
  });

  it('refuses a doctor’s edit of the own practice’s settings (403)', async () => {
    const refused = await weber.put(
      `/api/praxen/${weberOffice.id}`,
      editBody({ payment_method_id: PaymentMethodId.invoice }),
    );
    expect(refused.statusCode).toBe(403);
    expect(await officeRowOf(weber, weberOffice.id)).toMatchObject({
      payment_method_id: PaymentMethodId.creditCard,
    });
  });
});
