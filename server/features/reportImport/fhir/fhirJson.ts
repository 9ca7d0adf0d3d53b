/**
 * A FHIR JSON body read as a stream (issue 26), with stream-json's tokenizer instead of
 * JSON.parse on a 100 MB string. The resource is assembled as before, except the base64 of every
 * `presentedForm[].data` (the embedded PDFs, the bulk of a large Bundle): it is decoded into a
 * temporary file as its pieces arrive (base64ToFile.ts), and the assembled resource holds a short
 * stand-in, `sha256<hex of the text>`, which `pdfOf` turns into the file and which names the
 * content in the import's idempotency hash. Any other string longer than FHIR_STRING_MAX_CHARS is
 * refused, so no single value is held beyond that.
 */
import { createHash, type Hash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Assembler } from 'stream-json/assembler.js';
import { parser, type Token } from 'stream-json/parser.js';
import type { SpoolFile } from '../../../platform/files/spoolFile';
import { Base64ToFile } from '../base64ToFile';
import { FhirError } from './operationOutcome';

/** The longest string of a resource but the embedded PDFs: narratives and notes stay far below. */
export const FHIR_STRING_MAX_CHARS = 2 * 1024 * 1024;
const BASE64_TEXT = /^[A-Za-z0-9+/=\s]*$/;

export interface EmbeddedPdf {
  file: SpoolFile;
  /** Decoded past REPORT_MAX_BYTES (nothing beyond was kept). */
  tooLarge: boolean;
}

export interface FhirJson {
  body: unknown;
  /** The PDF a `presentedForm.data` stand-in names. */
  pdfOf(data: string): EmbeddedPdf | null;
  /** Removes every temporary PDF of the body. */
  discard(): Promise<void>;
}

interface OpenPdf {
  decoder: Base64ToFile;
  hash: Hash;
  broken: boolean;
}

/** `presentedForm[<n>].data`: the Assembler's stack ends [..., form list, null] under 'presentedForm'. */
function isPresentedFormData(assembler: Assembler): boolean {
  const { stack } = assembler;
  return assembler.key === 'data' && stack.at(-1) === null && stack.at(-3) === 'presentedForm';
}

export async function readFhirJson(source: Readable): Promise<FhirJson> {
  const pdfs = new Map<string, EmbeddedPdf>();
  const decoders: Base64ToFile[] = [];
  const discard = async () => {
    await Promise.all(decoders.map((decoder) => decoder.discard()));
  };
  const assembler = new Assembler();
  let text: string[] = [];
  let length = 0;
  let pdf: OpenPdf | null = null;

  const tokens = source.pipe(
    parser.asStream({ packKeys: true, streamKeys: false, packStrings: false, streamStrings: true }),
  );
  source.on('error', (error) => tokens.destroy(error));
  try {
    for await (const token of tokens as AsyncIterable<Token>) {
      switch (token.name) {
        case 'startString':
          if (isPresentedFormData(assembler)) {
            pdf = { decoder: new Base64ToFile(), hash: createHash('sha256'), broken: false };
            decoders.push(pdf.decoder);
          }
          break;
        case 'stringChunk': {
          const chunk = token.value;
          if (pdf) {
            pdf.hash.update(chunk);
            if (!BASE64_TEXT.test(chunk)) pdf.broken = true;
            else if (!pdf.broken && !pdf.decoder.tooLarge) await pdf.decoder.add(chunk);
          } else {
            length += chunk.length;
            if (length > FHIR_STRING_MAX_CHARS) {
              throw new FhirError(413, 'too-costly', `a string of ${assembler.path.join('.')} is too long`);
            }
            text.push(chunk);
          }
          break;
        }
        case 'endString':
          if (pdf) {
            await pdf.decoder.finish();
            // A stand-in that fails the schema's base64 rule when the text was not base64.
            const standIn = pdf.broken ? '!' : `sha256${pdf.hash.digest('hex')}`;
            if (!pdf.broken && !pdfs.has(standIn))
              pdfs.set(standIn, { file: pdf.decoder.file, tooLarge: pdf.decoder.tooLarge });
            assembler.consume({ name: 'stringValue', value: standIn });
            pdf = null;
          } else {
            assembler.consume({ name: 'stringValue', value: text.join('') });
          }
          text = [];
          length = 0;
          break;
        default:
          assembler.consume(token);
      }
    }
  } catch (error) {
    tokens.destroy();
    await discard();
    if (error instanceof FhirError) throw error;
    throw new FhirError(400, 'structure', 'The body is not valid JSON');
  }
  if (!assembler.done) {
    await discard();
    throw new FhirError(400, 'structure', 'The body is not valid JSON');
  }
  return { body: assembler.current, pdfOf: (data) => pdfs.get(data) ?? null, discard };
}
