/**
 * The practices of the demo laboratory. Fictional names, plausible German addresses; their
 * settings (spec §3 lookups) vary so that every report dispatch, invoice dispatch and payment
 * appears somewhere. Each has a BSNR (Betriebsstättennummer: the KV region's two digits, then the
 * practice's), which the orders carry to the laboratory system (issue 28).
 */
import { InvoiceDispatchId, PaymentMethodId, ReportDispatchId } from '../../src/contract/officeSettings';
import type { NewOffice } from '../platform/db/schema';

/** Keys the demo users refer to; they are the offices' LIS ids. */
export const DemoOffice = {
  weberKoeln: 'P-40117',
  weberBonn: 'P-40118',
  kleinMuenchen: 'P-52031',
  neuHamburg: 'P-61004',
} as const;

export type DemoOffice = (typeof DemoOffice)[keyof typeof DemoOffice];

export const DEMO_OFFICES: readonly (NewOffice & { lisId: DemoOffice })[] = [
  {
    lisId: DemoOffice.weberKoeln,
    reportDispatchId: ReportDispatchId.portal,
    invoiceDispatchId: InvoiceDispatchId.mail,
    paymentMethodId: PaymentMethodId.creditCard,
    name: 'Hausarztpraxis am Rathenauplatz',
    bsnr: '381100101',
    strasse: 'Rathenauplatz 14',
    plz: '50674',
    ort: 'Köln',
    country: 'DE',
    phone: '+49 221 4589320',
    email: 'praxis@hausarzt-rathenauplatz.example.org',
  },
  {
    lisId: DemoOffice.weberBonn,
    reportDispatchId: ReportDispatchId.post,
    invoiceDispatchId: InvoiceDispatchId.post,
    paymentMethodId: PaymentMethodId.invoice,
    name: 'Zweigpraxis Bonn-Beuel',
    bsnr: '381100202',
    strasse: 'Hermannstraße 52',
    plz: '53225',
    ort: 'Bonn',
    country: 'DE',
    phone: '+49 228 4671150',
    email: 'beuel@hausarzt-rathenauplatz.example.org',
  },
  {
    lisId: DemoOffice.kleinMuenchen,
    reportDispatchId: ReportDispatchId.mail,
    invoiceDispatchId: InvoiceDispatchId.mail,
    paymentMethodId: PaymentMethodId.creditCardNlrf,
    name: 'Internistische Gemeinschaftspraxis Schwabing',
    bsnr: '711300303',
    strasse: 'Belgradstraße 31',
    plz: '80796',
    ort: 'München',
    country: 'DE',
    phone: '+49 89 30657780',
    email: 'empfang@internisten-schwabing.example.org',
  },
  {
    lisId: DemoOffice.neuHamburg,
    reportDispatchId: ReportDispatchId.portal,
    invoiceDispatchId: InvoiceDispatchId.post,
    paymentMethodId: PaymentMethodId.invoice,
    name: 'Praxis für Allgemeinmedizin Eppendorf',
    bsnr: '021400404',
    strasse: 'Lehmweg 9',
    plz: '20251',
    ort: 'Hamburg',
    country: 'DE',
    phone: '+49 40 46882310',
    email: 'kontakt@allgemeinmedizin-eppendorf.example.org',
  },
];
