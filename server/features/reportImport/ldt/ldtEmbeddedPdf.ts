/**
 * A Befund's embedded PDF: lines of base64 (several lines one file), decoded into a temporary file
 * while the LDT file streams in (issue 26, base64ToFile.ts). LDT 3 carries them as 6329 lines of
 * the Anhang's 8242 Obj_0068; older senders as 6305 lines (issue 17). Each line must be base64,
 * with padding only at the very end. Whether a problem refuses the file is decided at the end of
 * the Befund, as content whose 6303 names another format is ignored.
 */
import { Base64ToFile } from '../base64ToFile';
import { LdtProblem } from './ldtError';

const BASE64_LINE = /^[A-Za-z0-9+/]*={0,2}$/;
const PADDING_ONLY = /^=*$/;

export class EmbeddedPdf {
  readonly #decoder = new Base64ToFile();
  readonly file = this.#decoder.file;
  #padded = false;
  #broken = false;

  constructor(
    /** The attachment's first base64 line, which a problem names. */
    readonly firstLine: number,
    /** Its field: 6329 (LDT 3) or 6305. */
    readonly field: string,
  ) {}

  /** Why the content is no PDF to store, if anything. */
  get problem(): LdtProblem | null {
    if (this.#broken || this.#decoder.size === 0) return LdtProblem.base64;
    return this.#decoder.tooLarge ? LdtProblem.pdfTooLarge : null;
  }

  async add(content: Buffer): Promise<void> {
    if (this.#broken || this.#decoder.tooLarge) return;
    const text = content.toString('latin1');
    if (!BASE64_LINE.test(text) || (this.#padded && !PADDING_ONLY.test(text))) {
      this.#broken = true;
      return;
    }
    if (text.includes('=')) this.#padded = true;
    await this.#decoder.add(text);
  }

  finish(): Promise<void> {
    return this.#decoder.finish();
  }

  discard(): Promise<void> {
    return this.#decoder.discard();
  }
}
