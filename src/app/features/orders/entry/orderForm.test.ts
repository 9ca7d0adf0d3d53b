import { describe, expect, it } from 'vitest';
import { OrderValidation } from '../../../../contract/orders';
import de from './locales/de.json';
import en from './locales/en.json';
import { catalogueFacts } from './analysisChoice';
import {
  emptyOrderValues,
  orderFormProblems,
  orderInputOf,
  refusalMessages,
  type OrderFormValues,
} from './orderForm';
import { catalogueRows } from './testing/entryCatalogue';

const now = new Date('2026-11-24T10:00:00');
const context = { catalogue: catalogueFacts(catalogueRows), officeIds: [3], now: () => now };

function order(change: (values: OrderFormValues) => void = () => undefined): OrderFormValues {
  const values = emptyOrderValues(now, [3]);
  values.patient = {
    nachname: 'Mustermann',
    vorname: 'Erika',
    geburtsdatum: '1964-08-12',
    geschlecht: 'female',
    versicherungsart: 'statutory',
    versichertennummer: 'x123456789',
  };
  values.items = [{ analysis_id: 1, billing: 'statutory', profile_id: null }];
  change(values);
  return values;
}

describe('the order form’s rules (the contract’s, as the server applies them)', () => {
  it('accepts a complete order and sends it as the API’s input', () => {
    const values = order((v) => (v.icd10 = 'e11.9, N18.3'));
    expect(orderFormProblems(values, context)).toEqual({});
    expect(orderInputOf(values, { uuid: 'u', number: '2600000001' })).toMatchObject({
      office_id: 3,
      patient: { versichertennummer: 'X123456789' },
      icd10: ['E11.9', 'N18.3'],
      sampled_at: now.toISOString(),
      sample_time_kind: 'actual',
    });
  });

  it('refuses a patient without birth date, without name or sex', () => {
    const problems = orderFormProblems(
      order((v) => {
        v.patient.geburtsdatum = '';
        v.patient.vorname = ' ';
        v.patient.geschlecht = '';
      }),
      context,
    );
    expect(problems).toMatchObject({
      'patient.geburtsdatum': OrderValidation.birthDate,
      'patient.vorname': OrderValidation.name,
      'patient.geschlecht': OrderValidation.required,
    });
  });

  it('refuses an order without analysis, a withdrawn one, and a billing the analysis does not allow', () => {
    expect(
      orderFormProblems(
        order((v) => (v.items = [])),
        context,
      ),
    ).toMatchObject({
      items: OrderValidation.noAnalysis,
    });
    const problems = orderFormProblems(
      order((v) => {
        v.items = [
          { analysis_id: 6, billing: 'statutory', profile_id: null },
          { analysis_id: 4, billing: 'statutory', profile_id: null },
          { analysis_id: 99, billing: 'statutory', profile_id: null },
        ];
      }),
      context,
    );
    expect(problems).toMatchObject({
      'items.0.analysis_id': OrderValidation.withdrawnAnalysis,
      'items.1.billing': OrderValidation.billing,
      'items.2.analysis_id': OrderValidation.unknownAnalysis,
    });
  });

  it('refuses a sample time after today, and a frozen sample with an emergency', () => {
    expect(
      orderFormProblems(
        order((v) => (v.sampled_at = '2026-11-25T08:00')),
        context,
      ),
    ).toMatchObject({
      sampled_at: OrderValidation.sampleTimeFuture,
    });
    // Later today is a planned sample: allowed.
    expect(
      orderFormProblems(
        order((v) => (v.sampled_at = '2026-11-24T18:00')),
        context,
      ),
    ).toEqual({});
    const frozen = order((v) => {
      v.items = [{ analysis_id: 5, billing: 'statutory', profile_id: null }];
      v.urgency = 'emergency';
    });
    expect(orderFormProblems(frozen, context)).toMatchObject({
      'items.0.analysis_id': OrderValidation.materialUrgency,
    });
  });

  it('asks for the practice when the doctor works in several, and checks the ICD-10 codes', () => {
    const several = { ...context, officeIds: [3, 4] };
    expect(
      orderFormProblems(
        order((v) => (v.office_id = '')),
        several,
      ),
    ).toMatchObject({
      office_id: OrderValidation.office,
    });
    expect(
      orderFormProblems(
        order((v) => (v.office_id = '4')),
        several,
      ),
    ).toEqual({});
    expect(
      orderFormProblems(
        order((v) => (v.icd10 = 'E11.9 diabetes')),
        context,
      ),
    ).toMatchObject({
      icd10: OrderValidation.icd10,
    });
  });

  it('puts a refusal’s messages on the form’s fields', () => {
    expect(
      refusalMessages({ 'items.1.analysis_id': ['Zurückgezogen.'], 'icd10.0': ['Ungültig.'], number: [] }),
    ).toEqual({ 'items.1.analysis_id': 'Zurückgezogen.', icd10: 'Ungültig.' });
  });

  it('has a German and an English text for every message of the rules', () => {
    for (const key of Object.values(OrderValidation)) {
      const [, name = ''] = key.split('.');
      if (key === OrderValidation.required) continue; // the app's own
      expect((de.validation as Record<string, string>)[name], key).toBeTruthy();
      expect((en.validation as Record<string, string>)[name], key).toBeTruthy();
    }
  });
});
