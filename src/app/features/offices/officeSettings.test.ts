import { describe, expect, it } from 'vitest';
import { PaymentMethodId, ReportDispatchId } from '../../../contract/officeSettings';
import type { LookupRow } from '../../../db/rows';
import { officeSettingFacts, settingOptions, type OfficeSettingLookups } from './officeSettings';

const row = (id: number, name: string, name_en: string, sort: number): LookupRow => ({
  id: String(id),
  name,
  name_en,
  sort,
});

const lookups: OfficeSettingLookups = {
  report_dispatch_id: [
    row(3, 'Kundencenter', 'Customer portal', 3),
    row(1, 'Post', 'Post', 1),
    row(2, 'Mail', 'E-mail', 2),
  ],
  invoice_dispatch_id: [row(1, 'Post', 'Post', 1), row(2, 'Mail', 'E-mail', 2)],
  payment_method_id: [row(1, 'Rechnung', 'Invoice', 1), row(3, 'Kreditkarte NLRF', 'Credit card NLRF', 3)],
};

describe('a practice’s settings on the office screens', () => {
  it('offers a lookup’s entries in its order, labelled in the reader’s language', () => {
    expect(settingOptions(lookups.report_dispatch_id, 'de').map((option) => option.label)).toEqual([
      'Post',
      'Mail',
      'Kundencenter',
    ]);
    expect(settingOptions(lookups.report_dispatch_id, 'en')).toEqual([
      { value: '1', label: 'Post' },
      { value: '2', label: 'E-mail' },
      { value: '3', label: 'Customer portal' },
    ]);
  });

  it('names each setting of an office, in German and in English', () => {
    const office = {
      report_dispatch_id: ReportDispatchId.portal,
      invoice_dispatch_id: 2,
      payment_method_id: PaymentMethodId.creditCardNlrf,
    };
    expect(officeSettingFacts(office, lookups, 'de')).toEqual([
      { field: 'report_dispatch_id', label: 'offices.settings.reportDispatch', value: 'Kundencenter' },
      { field: 'invoice_dispatch_id', label: 'offices.settings.invoiceDispatch', value: 'Mail' },
      { field: 'payment_method_id', label: 'offices.settings.paymentMethod', value: 'Kreditkarte NLRF' },
    ]);
    expect(officeSettingFacts(office, lookups, 'en').map((fact) => fact.value)).toEqual([
      'Customer portal',
      'E-mail',
      'Credit card NLRF',
    ]);
  });

  it('shows nothing for a value whose lookup has not reached the device yet', () => {
    const office = {
      report_dispatch_id: 1,
      invoice_dispatch_id: 1,
      payment_method_id: PaymentMethodId.creditCard,
    };
    expect(officeSettingFacts(office, lookups, 'de')[2]?.value).toBeNull();
  });
});
