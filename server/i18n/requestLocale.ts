/** The language to answer a request in: the signed-in user's, else the browser's, else German. */
import type { FastifyRequest } from 'fastify';
import type { Locale } from '../../src/contract/constants';
import { localeFromAcceptLanguage } from './translate';

export function requestLocale(request: FastifyRequest): Locale {
  return request.user?.language ?? localeFromAcceptLanguage(request.headers['accept-language']);
}
