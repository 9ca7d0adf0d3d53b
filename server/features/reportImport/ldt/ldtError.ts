/** What is wrong with an LDT file, by line and field (issue 17); the route words it in de/en. */
export const LdtProblem = {
  lineFormat: 'ldt.problem.lineFormat',
  lineLength: 'ldt.problem.lineLength',
  structure: 'ldt.problem.structure',
  missing: 'ldt.problem.missing',
  /** LDT 3 dates (3103, 7278): JJJJMMTT. */
  date: 'ldt.problem.date',
  /** LDT 2 dates some senders still write (8301, 8302, 8432): TTMMJJJJ. */
  ldt2Date: 'ldt.problem.ldt2Date',
  charset: 'ldt.problem.charset',
  base64: 'ldt.problem.base64',
  pdfTooLarge: 'ldt.problem.pdfTooLarge',
  /** Issue 27: a result's values, named with the record's request id (8310). */
  noAnalyte: 'ldt.problem.noAnalyte',
  notNumeric: 'ldt.problem.notNumeric',
  rangeOrder: 'ldt.problem.rangeOrder',
  flag: 'ldt.problem.flag',
  time: 'ldt.problem.time',
} as const;
export type LdtProblem = (typeof LdtProblem)[keyof typeof LdtProblem];

export class LdtError extends Error {
  constructor(
    readonly line: number,
    readonly field: string,
    readonly problem: LdtProblem,
    /** What the problem's text names besides (the record's request id). */
    readonly params: Record<string, string> = {},
  ) {
    super(`line ${line}, field ${field}: ${problem}`);
    this.name = 'LdtError';
  }
}
