import { describe, expect, it } from 'vitest';
import { code128Bars } from './code128Bars';

describe('the bars of a Code 128 symbol', () => {
  it('encodes a tube code in code set C: start C, six digit pairs, check character, stop (101 modules)', () => {
    const { modules, bars } = code128Bars('260000012301');

    expect(modules).toBe(101);
    // Start C is 2-1-1-2-3-2: bars of 2, 1 and 3 modules at 0, 3 and 6.
    expect(bars.slice(0, 3)).toEqual([
      { x: 0, width: 2 },
      { x: 3, width: 1 },
      { x: 6, width: 3 },
    ]);
    // The stop pattern 2-3-3-1-1-1-2 ends with a bar of two modules at the symbol's right edge.
    expect(bars.at(-1)).toEqual({ x: 99, width: 2 });
  });

  it('puts every bar edge on a whole module, so a printer raster cuts all bars alike', () => {
    for (const text of ['260000012301', '2600000123', '260000999999']) {
      for (const bar of code128Bars(text).bars) {
        expect(Number.isInteger(bar.x)).toBe(true);
        expect(Number.isInteger(bar.width)).toBe(true);
      }
    }
  });

  it('gives different symbols for different tubes of one order', () => {
    expect(code128Bars('260000012301').bars).not.toEqual(code128Bars('260000012302').bars);
  });
});
