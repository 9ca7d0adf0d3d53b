/**
 * Base64 text decoded into a temporary file as it arrives (issue 26): an embedded PDF of either
 * import format (LDT 6305 lines, a FHIR `presentedForm.data` string) is never joined into one
 * string or held decoded. Memory holds three characters between pieces and a quarter megabyte of
 * decoded bytes; past REPORT_MAX_BYTES (the limit of an uploaded PDF) nothing more is written and
 * `tooLarge` says so. The caller checks the characters (each format has its own rule).
 */
import { REPORT_MAX_BYTES } from '../../../src/contract/constants';
import { SpoolFile, type SpoolWriter } from '../../platform/files/spoolFile';

const FLUSH_BYTES = 256 * 1024;
const WHITESPACE = /\s+/g;

export class Base64ToFile {
  readonly file = new SpoolFile();
  readonly #writer: SpoolWriter = this.file.openWriter();
  #remainder = '';
  #decoded = 0;
  #pending: Buffer[] = [];
  #pendingBytes = 0;
  tooLarge = false;

  /** Bytes decoded so far. */
  get size(): number {
    return this.#decoded;
  }

  /** One piece of the text (whitespace is skipped, as base64 allows line breaks). */
  async add(text: string): Promise<void> {
    const all = this.#remainder + text.replace(WHITESPACE, '');
    const whole = all.length - (all.length % 4);
    this.#remainder = all.slice(whole);
    if (whole > 0) this.#push(Buffer.from(all.slice(0, whole), 'base64'));
    if (this.#pendingBytes >= FLUSH_BYTES) await this.#flush();
  }

  /** Writes what is left and closes the file. */
  async finish(): Promise<void> {
    if (this.#remainder) this.#push(Buffer.from(this.#remainder, 'base64'));
    this.#remainder = '';
    await this.#flush();
    await this.#writer.end();
  }

  async discard(): Promise<void> {
    await this.#writer.end().catch(() => undefined);
    await this.file.remove();
  }

  #push(bytes: Buffer): void {
    this.#decoded += bytes.length;
    if (this.tooLarge || this.#decoded > REPORT_MAX_BYTES) {
      this.tooLarge = true;
      this.#pending = [];
      this.#pendingBytes = 0;
      return;
    }
    this.#pending.push(bytes);
    this.#pendingBytes += bytes.length;
  }

  async #flush(): Promise<void> {
    if (this.#pending.length === 0) return;
    const chunk = Buffer.concat(this.#pending, this.#pendingBytes);
    this.#pending = [];
    this.#pendingBytes = 0;
    await this.#writer.write(chunk);
  }
}
