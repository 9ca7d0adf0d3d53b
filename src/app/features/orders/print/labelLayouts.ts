/**
 * Where the tube labels go. 'roll': the common 57 x 25 mm label of thermal label printers, one
 * label per page (the printer driver feeds one label per page). 'a4': the A4 sheet of 3 x 8
 * labels of 70 x 37 mm (Avery Zweckform 3474 and its like: no gap between labels, 0.5 mm left at
 * top and bottom), filled row by row from the top left; more tubes than labels go on further sheets.
 *
 * The sizes inside a label follow from the barcode: a module of a hundredth of an inch (0.254 mm:
 * exactly 3 dots of a 300 dpi label printer, 6 of a 600 dpi laser printer, 2.03 of a 203 dpi one)
 * whose bars stand on a grid of whole modules from the page's corner, so a printer's raster cuts
 * every bar alike; a quiet zone of ten modules each side, as Code 128 asks. A 12-digit tube code
 * (101 modules) is then 30.7 mm wide with its quiet zones; the bars stand 11 mm tall on the roll
 * label, 15 mm on the sheet (CLSI AUTO12 asks for at least 10 mm on a tube). An A4 label has 4 mm
 * inside its edges left blank, which laser printers cannot reach.
 */

/** PDF points per millimetre. */
export const PT_PER_MM = 72 / 25.4;

export const LABEL_FORMATS = ['roll', 'a4'] as const;
export type LabelFormat = (typeof LABEL_FORMATS)[number];

/** Code 128 on a tube and on the order sheet: module width (points: 1/100 inch) and quiet zone (modules). */
export const BARCODE_MODULE = { width: 0.72, quietModules: 10 } as const;

/** One label's geometry and type sizes (mm, pt). */
export interface LabelGeometry {
  widthMm: number;
  heightMm: number;
  /** Blank inside the label's edges, left/right and top/bottom. */
  padXMm: number;
  padYMm: number;
  barHeightMm: number;
  nameSize: number;
  textSize: number;
  numberSize: number;
}

export interface LabelSheet {
  pageWidthMm: number;
  pageHeightMm: number;
  columns: number;
  rows: number;
  /** The top left corner of the first label, from the page's top left. */
  originXMm: number;
  originYMm: number;
  label: LabelGeometry;
}

export const LABEL_SHEETS: Readonly<Record<LabelFormat, LabelSheet>> = {
  roll: {
    pageWidthMm: 57,
    pageHeightMm: 25,
    columns: 1,
    rows: 1,
    originXMm: 0,
    originYMm: 0,
    label: {
      widthMm: 57,
      heightMm: 25,
      padXMm: 1.5,
      padYMm: 1.2,
      barHeightMm: 11,
      nameSize: 8,
      textSize: 6.5,
      numberSize: 7,
    },
  },
  a4: {
    pageWidthMm: 210,
    pageHeightMm: 297,
    columns: 3,
    rows: 8,
    originXMm: 0,
    originYMm: 0.5,
    label: {
      widthMm: 70,
      heightMm: 37,
      padXMm: 4,
      padYMm: 3,
      barHeightMm: 15,
      nameSize: 9,
      textSize: 7.5,
      numberSize: 8,
    },
  },
};

/** Where one label goes: its page and its bottom left corner in PDF points (origin bottom left). */
export interface LabelSlot {
  page: number;
  x: number;
  y: number;
}

/** The slots of `count` labels, in order: row by row, then the next page. */
export function labelSlots(format: LabelFormat, count: number): LabelSlot[] {
  const sheet = LABEL_SHEETS[format];
  const perPage = sheet.columns * sheet.rows;
  return Array.from({ length: count }, (_, index) => {
    const onPage = index % perPage;
    const column = onPage % sheet.columns;
    const row = Math.floor(onPage / sheet.columns);
    const topMm = sheet.originYMm + (row + 1) * sheet.label.heightMm;
    return {
      page: Math.floor(index / perPage),
      x: (sheet.originXMm + column * sheet.label.widthMm) * PT_PER_MM,
      y: (sheet.pageHeightMm - topMm) * PT_PER_MM,
    };
  });
}
