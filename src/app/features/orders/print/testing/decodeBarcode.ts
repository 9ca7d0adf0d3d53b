/**
 * Decodes a barcode the way a scanner sees it: the bars read back from the PDF (readPdf.ts) are
 * rasterised, black on white, at a printer's resolution (`dpi`, on a grid from the page's corner as
 * a printer's raster is) and handed to ZXing's Code 128 reader. Only the bars inside `area`
 * (points) are drawn, so one label of an A4 sheet is read on its own.
 */
import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from '@zxing/library';
import type { PdfRect } from './readPdf';

export function decodeCode128(bars: readonly PdfRect[], area: PdfRect, dpi = 300): string {
  const scale = dpi / 72;
  const px = (points: number) => Math.round(points * scale);
  const width = px(area.width);
  const height = px(area.height);
  const pixels = new Uint8ClampedArray(width * height).fill(255);
  for (const bar of bars) {
    const x0 = px(bar.x) - px(area.x);
    const x1 = px(bar.x + bar.width) - px(area.x);
    // Image rows run top down, PDF y bottom up.
    const y0 = px(area.y + area.height) - px(bar.y + bar.height);
    const y1 = px(area.y + area.height) - px(bar.y);
    for (let y = Math.max(0, y0); y < Math.min(height, y1); y++) {
      for (let x = Math.max(0, x0); x < Math.min(width, x1); x++) pixels[y * width + x] = 0;
    }
  }
  const reader = new MultiFormatReader();
  reader.setHints(
    new Map<DecodeHintType, unknown>([
      [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128]],
      [DecodeHintType.TRY_HARDER, true],
    ]),
  );
  const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(pixels, width, height)));
  return reader.decode(bitmap).getText();
}

/** Whether a bar lies inside an area (points). */
export const inside = (bar: PdfRect, area: PdfRect): boolean =>
  bar.x >= area.x &&
  bar.x + bar.width <= area.x + area.width &&
  bar.y >= area.y &&
  bar.y + bar.height <= area.y + area.height;
