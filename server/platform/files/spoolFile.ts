/**
 * A temporary file for bytes too large to hold in memory while a request is worked on (issue 26):
 * an import's body as it arrives, an embedded PDF as it is decoded. Patient data never rests in
 * plain text, not even for a moment: the file is AES-256-CTR under a key that exists only in this
 * object's memory, so a file left behind by a crash is unreadable noise. The owner removes it when
 * the request is done (`remove`); reading it back is a stream, or a Buffer for a bounded file.
 */
import { createCipheriv, createDecipheriv, randomBytes, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { pipeline as pipelineCallback, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

const CIPHER = 'aes-256-ctr';

export interface SpoolWriter {
  write(chunk: Uint8Array): Promise<void>;
  end(): Promise<void>;
}

export class SpoolFile {
  readonly #path = join(tmpdir(), `kundencenter-spool-${randomUUID()}`);
  readonly #key = randomBytes(32);
  readonly #iv = randomBytes(16);
  #size = 0;

  /** Bytes written so far. */
  get size(): number {
    return this.#size;
  }

  /** Writes the stream's bytes to the file, encrypted; resolves when they are on disk. */
  async fill(source: Readable | AsyncIterable<Uint8Array>): Promise<void> {
    const cipher = createCipheriv(CIPHER, this.#key, this.#iv);
    const counted = async function* (this: SpoolFile, chunks: AsyncIterable<Uint8Array>) {
      for await (const chunk of chunks) {
        this.#size += chunk.length;
        yield chunk;
      }
    }.bind(this);
    await pipeline(source, counted, cipher, createWriteStream(this.#path, { mode: 0o600 }));
  }

  /** Pushes bytes in one chunk at a time (waiting when the disk is behind); `end()` closes the file. */
  openWriter(): SpoolWriter {
    const cipher = createCipheriv(CIPHER, this.#key, this.#iv);
    const done = pipeline(cipher, createWriteStream(this.#path, { mode: 0o600 }));
    // A failed write surfaces at the next write or at end(); until then it must not be unhandled.
    done.catch(() => undefined);
    return {
      write: async (chunk) => {
        this.#size += chunk.length;
        if (!cipher.write(chunk)) await Promise.race([once(cipher, 'drain'), done]);
      },
      end: async () => {
        cipher.end();
        await done;
      },
    };
  }

  /** The bytes, decrypted, as a stream of chunks. */
  stream(): Readable {
    // pipeline: a reader that stops early (a refused file) closes the file with it.
    const decipher = createDecipheriv(CIPHER, this.#key, this.#iv);
    pipelineCallback(createReadStream(this.#path), decipher, () => undefined);
    return decipher;
  }

  /** The whole file in memory: only for files whose size a limit bounds. */
  async read(): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of this.stream()) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks, this.#size);
  }

  async remove(): Promise<void> {
    await rm(this.#path, { force: true });
  }
}
