/**
 * Renders a demo lab report (Befund) as a real PDF with pdf-lib and the standard Helvetica fonts,
 * which need no embedded font file but only know WinAnsi: any other character is printed as '?'
 * instead of making pdf-lib throw. The output depends on the input alone (the PDF dates come from
 * the report date), so the same report always gives the same bytes.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { DEFAULT_LAB_NAME, PRODUCT_NAME } from '../../../../src/contract/constants';
import { ResultFlag, resultFlag } from './analytePanels';
import type { AnalyteResult, DemoReportContent } from './demoReportContent';
import { calendarDate, decimal, doctorName, labDate, labDateTime, referenceRange } from './reportFormat';

export interface RenderReportOptions {
  /** The letterhead and the PDF producer; usually config.labName. */
  labName?: string;
}

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = { left: 56, right: 56, top: 56, bottom: 48 };
const CONTENT_RIGHT = PAGE.width - MARGIN.right;
const TOP = PAGE.height - MARGIN.top;
const ROW_HEIGHT = 16;
const TEXT_SIZE = 9.5;
const SMALL_SIZE = 8;
/** Where the table header sits on the first page (below letterhead, addresses) and on later pages. */
const TABLE_TOP = { first: TOP - 196, following: TOP - 34 };
/** The lowest row baseline: above the footer with the page number. */
const TABLE_BOTTOM = MARGIN.bottom + 30;
/** Blank line, flag legend and "Validiert durch" under the last row. */
const FOOTNOTE_ROWS = 3;

const COLUMNS = {
  name: { x: MARGIN.left + 4, width: 196 },
  value: { right: MARGIN.left + 268 },
  unit: { x: MARGIN.left + 282, width: 62 },
  range: { x: MARGIN.left + 350, width: 100 },
  flag: { x: MARGIN.left + 462 },
};

const COLOR = {
  text: rgb(0.1, 0.1, 0.12),
  muted: rgb(0.42, 0.44, 0.48),
  rule: rgb(0.75, 0.77, 0.8),
  accent: rgb(0.05, 0.32, 0.55),
  panel: rgb(0.93, 0.95, 0.97),
  flagged: rgb(0.99, 0.89, 0.88),
  flaggedText: rgb(0.7, 0.07, 0.07),
};

type TableLine = { kind: 'panel'; name: string } | { kind: 'result'; result: AnalyteResult };

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  /** Code points the standard fonts can encode (WinAnsi). */
  charset: ReadonlySet<number>;
}

export async function renderReportPdf(
  report: DemoReportContent,
  { labName = DEFAULT_LAB_NAME }: RenderReportOptions = {},
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(`Befund ${report.befundId}`);
  pdf.setAuthor(labName);
  pdf.setSubject('Laborbefund');
  pdf.setProducer(labName);
  pdf.setCreator(PRODUCT_NAME);
  pdf.setLanguage('de-DE');
  pdf.setCreationDate(report.reportedAt);
  pdf.setModificationDate(report.reportedAt);

  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const fonts: Fonts = { regular, bold, charset: new Set(regular.getCharacterSet()) };

  const pages = paginate(tableLines(report.results));
  pages.forEach((lines, index) => {
    const page = pdf.addPage([PAGE.width, PAGE.height]);
    const isFirst = index === 0;
    if (isFirst) drawFirstPageHeader(page, fonts, report, labName);
    else drawFollowingPageHeader(page, fonts, report, labName);
    let y = drawTableHeader(page, fonts, isFirst ? TABLE_TOP.first : TABLE_TOP.following);
    for (const line of lines) {
      y -= ROW_HEIGHT;
      if (line.kind === 'panel') drawPanelRow(page, fonts, line.name, y);
      else drawResultRow(page, fonts, line.result, y);
    }
    if (index === pages.length - 1) drawFootnote(page, fonts, report, y);
    drawFooter(page, fonts, report, index + 1, pages.length);
  });
  return pdf.save();
}

function tableLines(results: readonly AnalyteResult[]): TableLine[] {
  const lines: TableLine[] = [];
  results.forEach((result, index) => {
    if (index === 0 || results[index - 1]?.panel !== result.panel)
      lines.push({ kind: 'panel', name: result.panel });
    lines.push({ kind: 'result', result });
  });
  return lines;
}

function rowCapacity(pageIndex: number): number {
  const tableTop = pageIndex === 0 ? TABLE_TOP.first : TABLE_TOP.following;
  return Math.floor((tableTop - TABLE_BOTTOM) / ROW_HEIGHT);
}

/** The last page keeps room for the footnote and at least one row; a panel heading never ends a page. */
function paginate(lines: readonly TableLine[]): TableLine[][] {
  const pages: TableLine[][] = [];
  let start = 0;
  for (;;) {
    const capacity = rowCapacity(pages.length);
    const remaining = lines.length - start;
    if (remaining + FOOTNOTE_ROWS <= capacity) {
      pages.push(lines.slice(start));
      return pages;
    }
    let take = Math.min(capacity, remaining - 1);
    if (take > 1 && lines[start + take - 1]?.kind === 'panel') take -= 1;
    pages.push(lines.slice(start, start + take));
    start += take;
  }
}

function drawFirstPageHeader(page: PDFPage, fonts: Fonts, report: DemoReportContent, labName: string): void {
  text(page, fonts, labName, {
    x: MARGIN.left,
    y: TOP - 16,
    size: 17,
    font: fonts.bold,
    color: COLOR.accent,
  });
  text(page, fonts, 'Laboratoriumsmedizin', {
    x: MARGIN.left,
    y: TOP - 30,
    size: SMALL_SIZE,
    color: COLOR.muted,
  });
  rule(page, TOP - 40, 1, COLOR.accent);

  label(page, fonts, 'Einsender', MARGIN.left, TOP - 64);
  text(page, fonts, doctorName(report.doctor), { x: MARGIN.left, y: TOP - 78, size: 11 });

  label(page, fonts, 'Patient', MARGIN.left, TOP - 104);
  const { nachname, vorname, geburtsdatum, nummer } = report.patient;
  text(page, fonts, `${nachname}, ${vorname}`, { x: MARGIN.left, y: TOP - 118, size: 11, font: fonts.bold });
  const born = `geb. ${calendarDate(geburtsdatum)}`;
  const patientLine = nummer ? `${born} · Pat.-Nr. ${nummer}` : born;
  text(page, fonts, patientLine, { x: MARGIN.left, y: TOP - 132, size: TEXT_SIZE });

  const facts: [string, string][] = [
    ['Befund-Nr.', report.befundId],
    ...(report.sampledAt ? [['Entnahme', labDateTime(report.sampledAt)] as [string, string]] : []),
    ['Eingang', labDate(report.receivedAt)],
    ['Befunddatum', labDate(report.reportedAt)],
  ];
  facts.forEach(([name, value], index) => {
    const y = TOP - 64 - index * 14;
    text(page, fonts, name, { x: MARGIN.left + 300, y, size: TEXT_SIZE, color: COLOR.muted });
    text(page, fonts, value, { x: MARGIN.left + 380, y, size: TEXT_SIZE, font: fonts.bold });
  });

  const title = report.corrected ? 'Laborbefund – Korrektur' : 'Laborbefund';
  text(page, fonts, title, { x: MARGIN.left, y: TOP - 170, size: 13, font: fonts.bold });
}

function drawFollowingPageHeader(
  page: PDFPage,
  fonts: Fonts,
  report: DemoReportContent,
  labName: string,
): void {
  text(page, fonts, labName, { x: MARGIN.left, y: TOP - 8, size: 10, font: fonts.bold, color: COLOR.accent });
  const { nachname, vorname } = report.patient;
  const summary = `Befund-Nr. ${report.befundId} · ${nachname}, ${vorname}`;
  textRight(page, fonts, summary, CONTENT_RIGHT, TOP - 8, { size: SMALL_SIZE, color: COLOR.muted });
  rule(page, TOP - 16, 0.5, COLOR.rule);
}

/** Returns the baseline of the header, from which the rows go down. */
function drawTableHeader(page: PDFPage, fonts: Fonts, y: number): number {
  const style = { size: SMALL_SIZE, font: fonts.bold, color: COLOR.muted };
  text(page, fonts, 'Analyse', { x: COLUMNS.name.x, y, ...style });
  textRight(page, fonts, 'Ergebnis', COLUMNS.value.right, y, style);
  text(page, fonts, 'Einheit', { x: COLUMNS.unit.x, y, ...style });
  text(page, fonts, 'Referenzbereich', { x: COLUMNS.range.x, y, ...style });
  text(page, fonts, 'H/L', { x: COLUMNS.flag.x, y, ...style });
  rule(page, y - 5, 0.75, COLOR.rule);
  return y;
}

function drawPanelRow(page: PDFPage, fonts: Fonts, panel: string, y: number): void {
  rowBackground(page, y, COLOR.panel);
  text(page, fonts, panel, { x: COLUMNS.name.x, y, size: TEXT_SIZE, font: fonts.bold, color: COLOR.accent });
}

function drawResultRow(page: PDFPage, fonts: Fonts, result: AnalyteResult, y: number): void {
  const flag = result.verbatim
    ? result.verbatim.flag
    : resultFlag(result.value, result.range, result.critical);
  const flagged = flag !== ResultFlag.normal && flag !== '';
  if (flagged) rowBackground(page, y, COLOR.flagged);
  const valueStyle = flagged
    ? { size: TEXT_SIZE, font: fonts.bold, color: COLOR.flaggedText }
    : { size: TEXT_SIZE, font: fonts.regular, color: COLOR.text };
  text(page, fonts, result.name, { x: COLUMNS.name.x, y, size: TEXT_SIZE, maxWidth: COLUMNS.name.width });
  const value = result.verbatim?.value ?? decimal(result.value, result.decimals);
  textRight(page, fonts, value, COLUMNS.value.right, y, valueStyle);
  text(page, fonts, result.unit, { x: COLUMNS.unit.x, y, size: TEXT_SIZE, maxWidth: COLUMNS.unit.width });
  const range = result.verbatim?.range ?? referenceRange(result.range, result.decimals);
  text(page, fonts, range, { x: COLUMNS.range.x, y, size: TEXT_SIZE, maxWidth: COLUMNS.range.width });
  if (flagged) text(page, fonts, flag, { x: COLUMNS.flag.x + 4, y, ...valueStyle });
}

function drawFootnote(page: PDFPage, fonts: Fonts, report: DemoReportContent, lastRowY: number): void {
  rule(page, lastRowY - 6, 0.75, COLOR.rule);
  const style = { x: MARGIN.left, size: SMALL_SIZE, color: COLOR.muted };
  text(page, fonts, 'H = oberhalb, L = unterhalb des Referenzbereichs; HH, LL = kritischer Wert.', {
    ...style,
    y: lastRowY - 2 * ROW_HEIGHT,
  });
  const validated = `Validiert durch ${report.validatedBy} am ${labDate(report.reportedAt)}.`;
  text(page, fonts, validated, { ...style, y: lastRowY - 3 * ROW_HEIGHT });
}

function drawFooter(
  page: PDFPage,
  fonts: Fonts,
  report: DemoReportContent,
  number: number,
  total: number,
): void {
  const y = MARGIN.bottom;
  rule(page, y + 12, 0.5, COLOR.rule);
  const style = { size: SMALL_SIZE, color: COLOR.muted };
  text(page, fonts, `Befund-Nr. ${report.befundId}`, { x: MARGIN.left, y, ...style });
  textRight(page, fonts, `Seite ${number} von ${total}`, CONTENT_RIGHT, y, style);
}

interface TextStyle {
  size: number;
  font?: PDFFont;
  color?: ReturnType<typeof rgb>;
}

function text(
  page: PDFPage,
  fonts: Fonts,
  value: string,
  {
    x,
    y,
    size,
    font = fonts.regular,
    color = COLOR.text,
    maxWidth,
  }: TextStyle & { x: number; y: number; maxWidth?: number },
): void {
  const printable = winAnsi(value, fonts.charset);
  const fitted = maxWidth === undefined ? printable : fitWidth(printable, font, size, maxWidth);
  page.drawText(fitted, { x, y, size, font, color });
}

function textRight(
  page: PDFPage,
  fonts: Fonts,
  value: string,
  right: number,
  y: number,
  style: TextStyle,
): void {
  const font = style.font ?? fonts.regular;
  const printable = winAnsi(value, fonts.charset);
  text(page, fonts, printable, {
    ...style,
    font,
    x: right - font.widthOfTextAtSize(printable, style.size),
    y,
  });
}

function label(page: PDFPage, fonts: Fonts, value: string, x: number, y: number): void {
  text(page, fonts, value.toUpperCase(), { x, y, size: 7, font: fonts.bold, color: COLOR.muted });
}

function rule(page: PDFPage, y: number, thickness: number, color: ReturnType<typeof rgb>): void {
  page.drawLine({ start: { x: MARGIN.left, y }, end: { x: CONTENT_RIGHT, y }, thickness, color });
}

function rowBackground(page: PDFPage, baseline: number, color: ReturnType<typeof rgb>): void {
  const width = CONTENT_RIGHT - MARGIN.left;
  page.drawRectangle({ x: MARGIN.left, y: baseline - 4.5, width, height: ROW_HEIGHT, color });
}

function winAnsi(value: string, charset: ReadonlySet<number>): string {
  return Array.from(value, (char) => (charset.has(char.codePointAt(0) ?? 0) ? char : '?')).join('');
}

function fitWidth(value: string, font: PDFFont, size: number, maxWidth: number): string {
  if (font.widthOfTextAtSize(value, size) <= maxWidth) return value;
  let shortened = value;
  while (shortened.length > 0 && font.widthOfTextAtSize(`${shortened}…`, size) > maxWidth) {
    shortened = shortened.slice(0, -1);
  }
  return `${shortened}…`;
}
