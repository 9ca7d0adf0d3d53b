/**
 * Fastify's `frameworkErrors`: what the router refuses before any hook or the error handler runs.
 * Without it Fastify writes its own English JSON that repeats the URL (`'/api/befunde/%E0%A4%A' is
 * not a valid url component`), with `code: FST_ERR_BAD_URL`. Here the same refusals come in the
 * path's shape (errorShapes.ts) and the request's language:
 * - a path that does not %-decode: 400;
 * - a path parameter longer than the router's maxParamLength (100 characters; no id or uuid of
 *   the portal comes near): 414;
 * - a failed async route constraint (the portal has none): 500, logged without the URL.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { requestLocale } from '../i18n/requestLocale';
import type { MessageKey } from '../i18n/messages';
import { sendErrorAnswer, type ErrorShapes } from './errorShapes';

const REFUSALS: Record<string, { status: number; message: MessageKey }> = {
  FST_ERR_BAD_URL: { status: 400, message: 'http.badUrl' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: 'http.uriTooLong' },
};

export function frameworkErrorAnswers(shapes: ErrorShapes) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const refusal = REFUSALS[error.code];
    if (!refusal) request.log.error({ code: error.code, method: request.method }, 'router failed');
    const { status, message } = refusal ?? { status: 500, message: 'http.serverError' };
    void sendErrorAnswer(reply, shapes.answer(request.url, status, requestLocale(request), message));
  };
}
