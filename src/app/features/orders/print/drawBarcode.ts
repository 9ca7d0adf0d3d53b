/**
 * Draws a barcode's bars (code128Bars.ts) onto a pdf-lib page as filled rectangles in one path
 * (`x y w h re` ... `f`), black on whatever is beneath: the quiet zones are the caller's to keep
 * blank. The bars' rectangles are all the page's black filled rectangles, which the tests read back.
 */
import {
  fill,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  setFillingRgbColor,
  type PDFPage,
} from 'pdf-lib';
import type { BarcodeBars } from './code128Bars';

export interface BarcodePlacement {
  /** The left edge of the first bar and the bars' bottom, in points. */
  x: number;
  y: number;
  module: number;
  height: number;
}

export function drawBarcode(page: PDFPage, bars: BarcodeBars, at: BarcodePlacement): void {
  page.pushOperators(
    pushGraphicsState(),
    setFillingRgbColor(0, 0, 0),
    ...bars.bars.map((bar) => rectangle(at.x + bar.x * at.module, at.y, bar.width * at.module, at.height)),
    fill(),
    popGraphicsState(),
  );
}
