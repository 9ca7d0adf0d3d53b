/**
 * The client of a LibreTranslate-compatible service (`POST <TRANSLATE_URL>/translate` with
 * `{q, source, target, format}`, answering `{translatedText}`). The text is user content: it goes
 * to the configured service only, never into a log. Any failure of the service (unreachable, slow,
 * an error status, an answer of another shape) is one TranslationUnavailable.
 */
import { z } from 'zod';
import { TRANSLATE_TIMEOUT_MS } from '../../../src/contract/constants';

export class TranslationUnavailable extends Error {
  constructor(readonly reason: string) {
    super(`translation service unavailable: ${reason}`);
    this.name = 'TranslationUnavailable';
  }
}

const answerSchema = z.object({ translatedText: z.string() });

export async function translateText(
  serviceUrl: string,
  { text, target }: { text: string; target: 'de' | 'en' },
  timeoutMs = TRANSLATE_TIMEOUT_MS,
): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${serviceUrl}/translate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ q: text, source: 'auto', target, format: 'text' }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new TranslationUnavailable(error instanceof Error ? error.name : 'network');
  }
  if (!response.ok) throw new TranslationUnavailable(`status ${response.status}`);
  const parsed = answerSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new TranslationUnavailable('unexpected answer');
  return parsed.data.translatedText;
}
