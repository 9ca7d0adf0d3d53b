import { describe, expect, it } from 'vitest';
import {
  InvoiceDispatchId,
  OFFICE_SETTING_DEFAULTS,
  PaymentMethodId,
  ReportDispatchId,
} from '../../../contract/officeSettings';
import type { OfficeRow } from '../../../db/rows';
import { editedOfficeRow, officeFormSchema, officeFormValues, officeInputOf } from './officeForm';

const office: OfficeRow = {
  id: '4',
  uuid: 'uuid-4',
  name: 'Praxis Weber',
  bsnr: '123456789',
  lis_id: null,
  strasse: 'Hauptstraße 1',
  plz: '20095',
  ort: 'Hamburg',
  country: null,
  phone: null,
  email: null,
  active: true,
  doctor_ids: [1],
  report_dispatch_id: ReportDispatchId.post,
  invoice_dispatch_id: InvoiceDispatchId.mail,
  payment_method_id: PaymentMethodId.creditCard,
};

describe('the office form (new and edit)', () => {
  it('starts empty and active for a new office, with the office’s values for an edit', () => {
    expect(officeFormValues(undefined)).toMatchObject({ name: '', bsnr: '', active: true });
    expect(officeFormValues(office)).toMatchObject({ name: 'Praxis Weber', bsnr: '123456789', country: '' });
  });

  it('checks with the server’s schema: the name is required, the BSNR has nine digits', () => {
    const result = officeFormSchema.safeParse({ ...officeFormValues(undefined), bsnr: '12' });
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(fields).toEqual(expect.arrayContaining(['name', 'bsnr']));
  });

  it('sends empty fields as null and the doctors picked once each', () => {
    const output = officeFormSchema.parse(officeFormValues(office));
    expect(officeInputOf(output, [1, 2, 2])).toMatchObject({
      country: null,
      email: null,
      doctor_ids: [1, 2],
    });
  });

  it('shows an edit at once in the mirrored row', () => {
    const output = officeFormSchema.parse({
      ...officeFormValues(office),
      name: 'Praxis Nord',
      active: false,
    });
    expect(editedOfficeRow(output, [2])).toMatchObject({
      name: 'Praxis Nord',
      active: false,
      doctor_ids: [2],
    });
  });

  it('starts a new office with the default settings and an edit with the office’s', () => {
    expect(officeFormValues(undefined)).toMatchObject(OFFICE_SETTING_DEFAULTS);
    expect(officeFormValues(office)).toMatchObject({
      report_dispatch_id: ReportDispatchId.post,
      invoice_dispatch_id: InvoiceDispatchId.mail,
      payment_method_id: PaymentMethodId.creditCard,
    });
  });

  it('sends a changed payment and shows it at once in the mirrored row', () => {
    const output = officeFormSchema.parse({
      ...officeFormValues(office),
      payment_method_id: PaymentMethodId.creditCardNlrf,
    });
    expect(officeInputOf(output, [1])).toMatchObject({ payment_method_id: PaymentMethodId.creditCardNlrf });
    expect(editedOfficeRow(output, [1])).toMatchObject({
      payment_method_id: PaymentMethodId.creditCardNlrf,
      report_dispatch_id: ReportDispatchId.post,
    });
  });

  it('refuses a setting that is not in its lookup, with the server’s message', () => {
    const result = officeFormSchema.safeParse({ ...officeFormValues(office), invoice_dispatch_id: 3 });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['invoice_dispatch_id'], message: 'validation.unknownChoice' }),
    ]);
  });
});
