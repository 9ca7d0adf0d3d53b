/**
 * The language to answer a request in: the language the interface shows, which the SPA sends as
 * `Accept-Language` on every call (src/app/api/http.ts, the upload's XHR); else the signed-in
 * user's; else German. The interface comes first because a user may switch languages on the
 * login page or before the choice is saved, and an answer must read like the screen it lands on.
 */
import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, type Locale } from '../../../src/contract/constants';
import { supportedLocaleOf } from './translate';

export function requestLocale(request: FastifyRequest): Locale {
  return supportedLocaleOf(request.headers['accept-language']) ?? request.user?.language ?? DEFAULT_LOCALE;
}
