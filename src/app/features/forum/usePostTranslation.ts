import { useEffect, useState } from 'react';
import type { PublicConfig } from '../../../contract/publicConfig';
import { translateResponseSchema } from '../../../contract/forum';
import { request } from '../../api/http';

/**
 * Whether the server translates (TRANSLATE_URL set; `GET /api/config` says `translate`): the
 * translate button is hidden otherwise, and offline (the service is online only).
 */
let known: boolean | null = null;
export function useTranslateAvailable(): boolean {
  const [available, setAvailable] = useState(known ?? false);
  useEffect(() => {
    if (known !== null) return;
    let live = true;
    request('/api/config')
      .then((answer) => {
        // Only the one flag is read: parsing the whole schema here would split the login route's chunks.
        known = (answer as Partial<PublicConfig> | null)?.translate === true;
        if (live) setAvailable(known);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return available;
}

export async function translatePost(text: string, target: 'de' | 'en'): Promise<string> {
  const answer = await request('/api/translate', { method: 'POST', body: { text, target } });
  return translateResponseSchema.parse(answer).translatedText;
}
