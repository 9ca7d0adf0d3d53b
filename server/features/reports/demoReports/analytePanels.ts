/**
 * The analytes a demo report can contain, grouped in the panels a doctor orders (the panel name is
 * the lab's German heading, issue 27 `group`), with the lab's test code, the LOINC code, the names
 * in German and English and the adult reference ranges printed on the report. `plausible` bounds
 * the values the demo generator draws, so that an out-of-range value still looks like a real
 * patient's (no HbA1c of 1.2 %); `critical` are the limits beyond which the lab phones the practice
 * (flag HH/LL), which no drawn value reaches: the one critical value of the demo is set on purpose.
 */
import { ResultFlag } from '../../../../src/contract/results';

export { ResultFlag };

/** 'between' includes both limits; '<' and '>' limits are themselves out of range. */
export type ReferenceRange =
  | { kind: 'between'; low: number; high: number }
  | { kind: 'below'; limit: number }
  | { kind: 'above'; limit: number };

export interface CriticalLimits {
  low?: number;
  high?: number;
}

export interface AnalyteDefinition {
  /** The lab's own test code (LDT 8410). */
  code: string;
  loinc: string;
  /** German, as printed on the report. */
  name: string;
  nameEn: string;
  unit: string;
  /** Decimal places of the value and of the reference range. */
  decimals: number;
  range: ReferenceRange;
  plausible: readonly [min: number, max: number];
  critical?: CriticalLimits;
}

export interface AnalytePanel {
  name: string;
  analytes: readonly AnalyteDefinition[];
}

const between = (low: number, high: number): ReferenceRange => ({ kind: 'between', low, high });
const below = (limit: number): ReferenceRange => ({ kind: 'below', limit });
const above = (limit: number): ReferenceRange => ({ kind: 'above', limit });

export const ANALYTE_PANELS: readonly AnalytePanel[] = [
  {
    name: 'Blutbild',
    analytes: [
      {
        code: 'HB',
        loinc: '718-7',
        name: 'Hämoglobin',
        nameEn: 'Haemoglobin',
        unit: 'g/dl',
        decimals: 1,
        range: between(12.0, 16.0),
        plausible: [8.5, 18.5],
      },
      {
        code: 'LEUKO',
        loinc: '6690-2',
        name: 'Leukozyten',
        nameEn: 'Leukocytes',
        unit: '/nl',
        decimals: 1,
        range: between(4.0, 10.0),
        plausible: [2.5, 18.0],
      },
      {
        code: 'THROMB',
        loinc: '777-3',
        name: 'Thrombozyten',
        nameEn: 'Platelets',
        unit: '/nl',
        decimals: 0,
        range: between(150, 400),
        plausible: [90, 600],
      },
    ],
  },
  {
    name: 'Leber',
    analytes: [
      {
        code: 'GOT',
        loinc: '1920-8',
        name: 'GOT (AST)',
        nameEn: 'AST (GOT)',
        unit: 'U/l',
        decimals: 0,
        range: below(35),
        plausible: [10, 160],
      },
      {
        code: 'GPT',
        loinc: '1742-6',
        name: 'GPT (ALT)',
        nameEn: 'ALT (GPT)',
        unit: 'U/l',
        decimals: 0,
        range: below(35),
        plausible: [8, 180],
      },
      {
        code: 'GGT',
        loinc: '2324-2',
        name: 'Gamma-GT',
        nameEn: 'Gamma-GT',
        unit: 'U/l',
        decimals: 0,
        range: below(40),
        plausible: [8, 240],
      },
    ],
  },
  {
    name: 'Niere',
    analytes: [
      {
        code: 'KREA',
        loinc: '2160-0',
        name: 'Kreatinin',
        nameEn: 'Creatinine',
        unit: 'mg/dl',
        decimals: 2,
        range: between(0.5, 1.0),
        plausible: [0.42, 2.6],
      },
      {
        code: 'EGFR',
        loinc: '62238-1',
        name: 'eGFR (CKD-EPI)',
        nameEn: 'eGFR (CKD-EPI)',
        unit: 'ml/min',
        decimals: 0,
        range: above(60),
        plausible: [20, 120],
      },
      {
        code: 'HST',
        loinc: '3091-6',
        name: 'Harnstoff',
        nameEn: 'Urea',
        unit: 'mg/dl',
        decimals: 0,
        range: between(17, 43),
        plausible: [12, 110],
      },
    ],
  },
  {
    name: 'Elektrolyte',
    analytes: [
      {
        code: 'NA',
        loinc: '2951-2',
        name: 'Natrium',
        nameEn: 'Sodium',
        unit: 'mmol/l',
        decimals: 0,
        range: between(136, 145),
        plausible: [128, 150],
        critical: { low: 120, high: 160 },
      },
      {
        code: 'K',
        loinc: '2823-3',
        name: 'Kalium',
        nameEn: 'Potassium',
        unit: 'mmol/l',
        decimals: 1,
        range: between(3.5, 5.1),
        plausible: [3.0, 6.0],
        critical: { low: 2.5, high: 6.5 },
      },
      {
        code: 'CA',
        loinc: '2000-8',
        name: 'Calcium',
        nameEn: 'Calcium',
        unit: 'mmol/l',
        decimals: 2,
        range: between(2.15, 2.55),
        plausible: [1.95, 2.8],
        critical: { low: 1.6, high: 3.5 },
      },
    ],
  },
  {
    name: 'Schilddrüse',
    analytes: [
      {
        code: 'TSH',
        loinc: '3016-3',
        name: 'TSH basal',
        nameEn: 'TSH',
        unit: 'mU/l',
        decimals: 2,
        range: between(0.27, 4.2),
        plausible: [0.05, 9.5],
      },
      {
        code: 'FT4',
        loinc: '3024-7',
        name: 'freies T4 (fT4)',
        nameEn: 'Free T4 (fT4)',
        unit: 'ng/dl',
        decimals: 2,
        range: between(0.93, 1.7),
        plausible: [0.6, 2.6],
      },
    ],
  },
  {
    name: 'Lipide',
    analytes: [
      {
        code: 'CHOL',
        loinc: '2093-3',
        name: 'Cholesterin gesamt',
        nameEn: 'Total cholesterol',
        unit: 'mg/dl',
        decimals: 0,
        range: below(200),
        plausible: [140, 310],
      },
      {
        code: 'LDL',
        loinc: '2089-1',
        name: 'LDL-Cholesterin',
        nameEn: 'LDL cholesterol',
        unit: 'mg/dl',
        decimals: 0,
        range: below(130),
        plausible: [70, 220],
      },
      {
        code: 'HDL',
        loinc: '2085-9',
        name: 'HDL-Cholesterin',
        nameEn: 'HDL cholesterol',
        unit: 'mg/dl',
        decimals: 0,
        range: above(45),
        plausible: [28, 95],
      },
    ],
  },
  {
    name: 'Diabetes',
    analytes: [
      {
        code: 'HBA1C',
        loinc: '4548-4',
        name: 'HbA1c',
        nameEn: 'HbA1c',
        unit: '%',
        decimals: 1,
        range: below(5.7),
        plausible: [4.6, 9.5],
      },
      {
        code: 'GLUN',
        loinc: '1558-6',
        name: 'Glukose nüchtern',
        nameEn: 'Fasting glucose',
        unit: 'mg/dl',
        decimals: 0,
        range: between(70, 99),
        plausible: [62, 240],
        critical: { low: 40, high: 400 },
      },
    ],
  },
  {
    name: 'Entzündung',
    analytes: [
      {
        code: 'CRP',
        loinc: '1988-5',
        name: 'CRP',
        nameEn: 'CRP',
        unit: 'mg/l',
        decimals: 1,
        range: below(5),
        plausible: [0.3, 80],
      },
    ],
  },
  {
    name: 'Eisenstoffwechsel',
    analytes: [
      {
        code: 'FERR',
        loinc: '2276-4',
        name: 'Ferritin',
        nameEn: 'Ferritin',
        unit: 'ng/ml',
        decimals: 0,
        range: between(15, 150),
        plausible: [6, 420],
      },
    ],
  },
  {
    name: 'Vitamine',
    analytes: [
      {
        code: 'VITD',
        loinc: '62292-8',
        name: '25-OH-Vitamin D',
        nameEn: '25-OH vitamin D',
        unit: 'ng/ml',
        decimals: 1,
        range: between(30, 100),
        plausible: [8, 85],
      },
      {
        code: 'B12',
        loinc: '2132-9',
        name: 'Vitamin B12',
        nameEn: 'Vitamin B12',
        unit: 'pg/ml',
        decimals: 0,
        range: between(197, 771),
        plausible: [120, 900],
      },
    ],
  },
];

/** A panel by its name; throws for a name the catalogue does not have (a typo in a history). */
export function analytePanel(name: string): AnalytePanel {
  const panel = ANALYTE_PANELS.find((candidate) => candidate.name === name);
  if (!panel) throw new RangeError(`no analyte panel '${name}'`);
  return panel;
}

/** The lab's flag: beyond a critical limit HH/LL, outside the reference range H/L, else N. */
export function resultFlag(value: number, range: ReferenceRange, critical: CriticalLimits = {}): ResultFlag {
  if (critical.high !== undefined && value >= critical.high) return ResultFlag.criticalHigh;
  if (critical.low !== undefined && value <= critical.low) return ResultFlag.criticalLow;
  switch (range.kind) {
    case 'between':
      if (value < range.low) return ResultFlag.low;
      return value > range.high ? ResultFlag.high : ResultFlag.normal;
    case 'below':
      return value >= range.limit ? ResultFlag.high : ResultFlag.normal;
    case 'above':
      return value <= range.limit ? ResultFlag.low : ResultFlag.normal;
  }
}
