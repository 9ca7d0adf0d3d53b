/**
 * The analytes a demo report can contain, grouped in the panels a doctor orders, with the adult
 * reference ranges printed on the report. `plausible` bounds the values the demo generator draws,
 * so that an out-of-range value still looks like a real patient's (no HbA1c of 1.2 %).
 */

/** 'between' includes both limits; '<' and '>' limits are themselves out of range. */
export type ReferenceRange =
  | { kind: 'between'; low: number; high: number }
  | { kind: 'below'; limit: number }
  | { kind: 'above'; limit: number };

export interface AnalyteDefinition {
  name: string;
  unit: string;
  /** Decimal places of the value and of the reference range. */
  decimals: number;
  range: ReferenceRange;
  plausible: readonly [min: number, max: number];
}

export interface AnalytePanel {
  name: string;
  analytes: readonly AnalyteDefinition[];
}

export const ResultFlag = { high: 'H', low: 'L', normal: '' } as const;
export type ResultFlag = (typeof ResultFlag)[keyof typeof ResultFlag];

const between = (low: number, high: number): ReferenceRange => ({ kind: 'between', low, high });
const below = (limit: number): ReferenceRange => ({ kind: 'below', limit });
const above = (limit: number): ReferenceRange => ({ kind: 'above', limit });

export const ANALYTE_PANELS: readonly AnalytePanel[] = [
  {
    name: 'Blutbild',
    analytes: [
      { name: 'Hämoglobin', unit: 'g/dl', decimals: 1, range: between(12.0, 16.0), plausible: [8.5, 18.5] },
      { name: 'Leukozyten', unit: '/nl', decimals: 1, range: between(4.0, 10.0), plausible: [2.5, 18.0] },
      { name: 'Thrombozyten', unit: '/nl', decimals: 0, range: between(150, 400), plausible: [90, 600] },
    ],
  },
  {
    name: 'Leber',
    analytes: [
      { name: 'GOT (AST)', unit: 'U/l', decimals: 0, range: below(35), plausible: [10, 160] },
      { name: 'GPT (ALT)', unit: 'U/l', decimals: 0, range: below(35), plausible: [8, 180] },
      { name: 'Gamma-GT', unit: 'U/l', decimals: 0, range: below(40), plausible: [8, 240] },
    ],
  },
  {
    name: 'Niere',
    analytes: [
      { name: 'Kreatinin', unit: 'mg/dl', decimals: 2, range: between(0.5, 1.0), plausible: [0.42, 2.2] },
      { name: 'eGFR (CKD-EPI)', unit: 'ml/min', decimals: 0, range: above(60), plausible: [25, 120] },
    ],
  },
  {
    name: 'Schilddrüse',
    analytes: [
      { name: 'TSH basal', unit: 'mU/l', decimals: 2, range: between(0.27, 4.2), plausible: [0.05, 9.5] },
    ],
  },
  {
    name: 'Lipide',
    analytes: [
      { name: 'Cholesterin gesamt', unit: 'mg/dl', decimals: 0, range: below(200), plausible: [140, 310] },
      { name: 'LDL-Cholesterin', unit: 'mg/dl', decimals: 0, range: below(130), plausible: [70, 220] },
      { name: 'HDL-Cholesterin', unit: 'mg/dl', decimals: 0, range: above(45), plausible: [28, 95] },
    ],
  },
  {
    name: 'Vitamin D',
    analytes: [
      { name: '25-OH-Vitamin D', unit: 'ng/ml', decimals: 1, range: between(30, 100), plausible: [8, 85] },
    ],
  },
  {
    name: 'Entzündung',
    analytes: [{ name: 'CRP', unit: 'mg/l', decimals: 1, range: below(5), plausible: [0.3, 80] }],
  },
  {
    name: 'Diabetes',
    analytes: [{ name: 'HbA1c', unit: '%', decimals: 1, range: below(5.7), plausible: [4.6, 9.5] }],
  },
  {
    name: 'Eisenstoffwechsel',
    analytes: [
      { name: 'Ferritin', unit: 'ng/ml', decimals: 0, range: between(15, 150), plausible: [6, 420] },
    ],
  },
];

export function resultFlag(value: number, range: ReferenceRange): ResultFlag {
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
