/**
 * How the demo catalogue's data files write an analysis: the sample it needs as one of a few
 * presets (material, tube, volume, stability, transport as real labs' catalogues give them), the
 * billing categories and a note where labs print one. An analyte the results demo reports
 * (reports' ANALYTE_PANELS) is written by its code alone: its LOINC and names come from there,
 * so an ordered analysis and its result carry the same code.
 */
import type {
  AnalysisInput,
  BillingCategory,
  Material,
  Transport,
  Tube,
} from '../../../../src/contract/analyses';
import { ANALYTE_PANELS } from '../../reports';

export type DemoAnalysis = Omit<Required<AnalysisInput>, 'group' | 'group_en'> & {
  loinc: string | null;
  note: string | null;
  note_en: string | null;
  withdrawn: boolean;
};

export interface DemoAnalysisGroup {
  group: string;
  group_en: string;
  analyses: readonly DemoAnalysis[];
}

interface Sample {
  material: Material;
  tube: Tube;
  volume_ml: number;
  stability_hours: number;
  transport: Transport;
  note?: Note;
}

/** A note in German and English. */
export type Note = readonly [de: string, en: string];

export const FASTING: Note = ['Nüchtern abnehmen (12 h).', 'Take fasting (12 h).'];
export const DARK: Note = ['Lichtgeschützt transportieren.', 'Protect from light.'];
export const WITHIN_4H: Note = ['Innerhalb 4 h im Labor.', 'In the laboratory within 4 h.'];

export const SERUM: Sample = {
  material: 'serum',
  tube: 'serum',
  volume_ml: 1,
  stability_hours: 72,
  transport: 'room',
};
export const SERUM_COOLED: Sample = { ...SERUM, stability_hours: 48, transport: 'cooled' };
export const SERUM_FROZEN: Sample = {
  ...SERUM,
  stability_hours: 720,
  transport: 'frozen',
  note: [
    'Serum sofort abtrennen und tiefgefroren einsenden.',
    'Separate the serum at once and send it frozen.',
  ],
};
export const EDTA: Sample = {
  material: 'edta_blood',
  tube: 'edta',
  volume_ml: 2.7,
  stability_hours: 24,
  transport: 'room',
};
export const HEPARIN: Sample = {
  material: 'heparin_plasma',
  tube: 'heparin',
  volume_ml: 1,
  stability_hours: 24,
  transport: 'room',
};
export const FLUORIDE: Sample = {
  material: 'fluoride_plasma',
  tube: 'fluoride',
  volume_ml: 2,
  stability_hours: 48,
  transport: 'room',
};
export const CITRATE: Sample = {
  material: 'citrate_plasma',
  tube: 'citrate',
  volume_ml: 3,
  stability_hours: 4,
  transport: 'room',
  note: [
    'Röhrchen bis zur Marke füllen; innerhalb 4 h im Labor.',
    'Fill the tube to the mark; in the laboratory within 4 h.',
  ],
};
export const CITRATE_FROZEN: Sample = {
  ...CITRATE,
  volume_ml: 1,
  stability_hours: 720,
  transport: 'frozen',
  note: [
    'Citratplasma doppelt zentrifugieren, tiefgefroren einsenden.',
    'Centrifuge the citrate plasma twice, send it frozen.',
  ],
};
export const URINE: Sample = {
  material: 'urine',
  tube: 'urine',
  volume_ml: 10,
  stability_hours: 4,
  transport: 'room',
  note: ['Mittelstrahlurin; innerhalb 4 h im Labor.', 'Midstream urine; in the laboratory within 4 h.'],
};
export const URINE_24H: Sample = {
  material: 'urine_24h',
  tube: 'urine',
  volume_ml: 10,
  stability_hours: 48,
  transport: 'room',
  note: ['24-h-Sammelurin; Sammelmenge angeben.', '24-hour urine; state the collected volume.'],
};
export const STOOL: Sample = {
  material: 'stool',
  tube: 'stool',
  volume_ml: 2,
  stability_hours: 72,
  transport: 'room',
};
export const SWAB: Sample = {
  material: 'swab',
  tube: 'swab',
  volume_ml: 1,
  stability_hours: 48,
  transport: 'room',
  note: ['Abstrich im Transportmedium.', 'Swab in transport medium.'],
};
export const CSF: Sample = {
  material: 'csf',
  tube: 'csf',
  volume_ml: 1,
  stability_hours: 2,
  transport: 'room',
  note: ['Sofort ins Labor, innerhalb 2 h.', 'To the laboratory at once, within 2 h.'],
};

/** Statutory first: what most analyses are ordered under. */
export const ALL_BILLING: readonly BillingCategory[] = ['statutory', 'private', 'self_pay'];
/** Not paid by statutory insurance at all. */
export const PRIVATE_ONLY: readonly BillingCategory[] = ['private', 'self_pay'];
/** IGeL: the patient pays. */
export const SELF_PAY_ONLY: readonly BillingCategory[] = ['self_pay'];

interface Options {
  note?: Note;
  billing?: readonly BillingCategory[];
  withdrawn?: boolean;
  volume_ml?: number;
  stability_hours?: number;
}

export function analysis(
  code: string,
  loinc: string | null,
  name: string,
  nameEn: string,
  sample: Sample,
  options: Options = {},
): DemoAnalysis {
  const note = options.note ?? sample.note ?? null;
  return {
    code,
    loinc,
    name,
    name_en: nameEn,
    material: sample.material,
    tube: sample.tube,
    volume_ml: options.volume_ml ?? sample.volume_ml,
    stability_hours: options.stability_hours ?? sample.stability_hours,
    transport: sample.transport,
    note: note?.[0] ?? null,
    note_en: note?.[1] ?? null,
    billing: [...(options.billing ?? ALL_BILLING)],
    withdrawn: options.withdrawn ?? false,
  };
}

/** An analyte of the results demo, with its code, LOINC and names from there. */
export function reportedAnalysis(code: string, sample: Sample, options: Options = {}): DemoAnalysis {
  const analyte = ANALYTE_PANELS.flatMap((panel) => panel.analytes).find(
    (candidate) => candidate.code === code,
  );
  if (!analyte) throw new RangeError(`the results demo has no analyte '${code}'`);
  return analysis(analyte.code, analyte.loinc, analyte.name, analyte.nameEn, sample, options);
}
