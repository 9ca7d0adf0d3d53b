/**
 * `POST /api/translate` (spec §7; the forum's translate button): `{text, target}` ->
 * `{translatedText}` through the service at TRANSLATE_URL (translationService.ts). Without
 * TRANSLATE_URL the route answers 503 'not set up' (and `GET /api/config` says `translate:
 * false`, so the button is hidden); a failing service is a 503 too, logged without the text.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translateRequestSchema, translateResponseSchema } from '../../../src/contract/forum';
import { Permission } from '../../../src/contract/permissions';
import type { AppContext } from '../../platform/appContext';
import { access } from '../../platform/auth/routeAccess';
import { HttpError } from '../../platform/http/httpErrors';
import { translateText, TranslationUnavailable } from './translationService';

export const translateRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  app.post(
    '/api/translate',
    {
      config: access('full', { gate: Permission.accessForum }),
      schema: { body: translateRequestSchema, response: { 200: translateResponseSchema } },
    },
    async (request) => {
      const serviceUrl = context.config.translateUrl;
      if (!serviceUrl) throw new HttpError(503, 'translate.notConfigured');
      try {
        return { translatedText: await translateText(serviceUrl, request.body) };
      } catch (error) {
        if (!(error instanceof TranslationUnavailable)) throw error;
        request.log.warn({ reason: error.reason }, 'translation service unavailable');
        throw new HttpError(503, 'translate.failed');
      }
    },
  );
};
