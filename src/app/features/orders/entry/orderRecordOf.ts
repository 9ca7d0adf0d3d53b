import { doctorDisplayName } from '../../../../contract/doctors';
import type { AnalysisRecord } from '../../../../contract/analyses';
import type { CheckedOrderInput, OrderRecord } from '../../../../contract/orders';
import type { OfficeRow } from '../../../../db/rows';

/**
 * An order as the server will record it, made on the device from what was entered: the labels
 * and the sheet are printed from it before the order has reached the laboratory, and sending
 * shows it at once as the optimistic row of the mirror's `order`. The catalogue names the
 * analyses (code, names, material, tube), the mirror the practice, the session the doctor.
 */
export interface OrderRecordFacts {
  analyses: ReadonlyMap<number, Pick<AnalysisRecord, 'code' | 'name' | 'name_en' | 'material' | 'tube'>>;
  office: Pick<OfficeRow, 'id' | 'name' | 'bsnr'> | null;
  doctor: {
    id: number;
    uuid: string;
    titel: string | null;
    vorname: string;
    nachname: string;
    lis_id: string | null;
  };
  now: Date;
}

export function orderRecordOf(input: CheckedOrderInput, facts: OrderRecordFacts): OrderRecord {
  const at = facts.now.toISOString();
  const doctorName = doctorDisplayName({
    titel: facts.doctor.titel,
    vorname: facts.doctor.vorname,
    nachname: facts.doctor.nachname,
  });
  return {
    // The server's number for it; 0 until the order has arrived.
    id: 0,
    uuid: input.uuid,
    number: input.number,
    status: 'new',
    office: facts.office
      ? { id: Number(facts.office.id), name: facts.office.name, bsnr: facts.office.bsnr }
      : null,
    doctor: { id: facts.doctor.id, uuid: facts.doctor.uuid, name: doctorName, lanr: facts.doctor.lis_id },
    patient: input.patient,
    clinical_question: input.clinical_question,
    icd10: input.icd10,
    urgency: input.urgency,
    sampled_at: input.sampled_at,
    sample_time_kind: input.sample_time_kind,
    items: input.items.flatMap((item) => {
      const analysis = facts.analyses.get(item.analysis_id);
      if (!analysis) return [];
      return [
        {
          analysis_id: item.analysis_id,
          code: analysis.code,
          name: analysis.name,
          name_en: analysis.name_en,
          material: analysis.material,
          tube: analysis.tube,
          billing: item.billing,
          profile_id: item.profile_id,
        },
      ];
    }),
    events: [{ status: 'new', at, by: doctorName, source: 'portal', note: null }],
    received_at: null,
    report_id: null,
    created_at: at,
    updated_at: at,
  };
}
