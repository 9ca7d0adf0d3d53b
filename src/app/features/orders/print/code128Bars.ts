/**
 * The bars of a Code 128 symbol, as bwip-js (Barcode Writer in Pure PostScript) encodes it: the
 * library picks the code sets (C for the digits of an order number), adds the check character and
 * the stop pattern. It draws through a drawing context; this one only records where each bar
 * stands, so the PDF renderers draw the bars as vector rectangles, sharp on a 203 dpi label printer
 * and on a laser printer alike, with no canvas and no image. Only `code128` is imported, so the
 * bundler keeps that encoder alone out of bwip-js's hundred symbologies.
 */
import { code128, type DrawingContext } from 'bwip-js/browser';

export interface BarcodeBars {
  /** The symbol's width in modules (narrowest bar widths), without the quiet zones. */
  modules: number;
  /** Each bar's left edge and width, in modules from the symbol's left edge. */
  bars: { x: number; width: number }[];
}

/**
 * bwip-js draws in whole pixels and centres each bar on its x: at one pixel per module a bar of an
 * odd number of modules has no whole-pixel centre and comes out half a module off. At two pixels per
 * module every centre is whole; the recorder divides the scale out again.
 */
const SCALE = 2;

export function code128Bars(text: string): BarcodeBars {
  const bars: BarcodeBars['bars'] = [];
  let modules = 0;
  const recorder: DrawingContext<BarcodeBars> = {
    scale: () => null,
    measure: () => ({ width: 0, ascent: 0, descent: 0 }),
    init: (width) => {
      modules = width / SCALE;
    },
    // A linear symbol's bar: a vertical line centred on x, `width` pixels wide.
    line: (x0, _y0, _x1, _y1, width) => {
      bars.push({ x: (x0 - width / 2) / SCALE, width: width / SCALE });
    },
    polygon: () => {
      throw new Error('code128Bars: a linear symbol draws no polygons');
    },
    hexagon: () => undefined,
    ellipse: () => undefined,
    fill: () => undefined,
    text: () => undefined,
    end: () => ({ modules, bars }),
  };
  return code128({ bcid: 'code128', text, scale: SCALE, includetext: false }, recorder);
}
