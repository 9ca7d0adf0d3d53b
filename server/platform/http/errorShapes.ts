/**
 * What a refusal looks like, by path: the app's `{message}` (src/contract/apiError.ts) everywhere,
 * except under a prefix a feature claims for a protocol of its own (the FHIR endpoint's
 * OperationOutcome under /fhir, issue 17). The central error handler, the not-found handler and the
 * answers given before any route or hook runs (a path Fastify cannot decode, an over-long parameter
 * or header block, a foreign Host: frameworkErrors.ts, clientErrors.ts, hostCheck.ts) all pick
 * their shape here, so a caller reads every refusal of one path the same way. The message is
 * translated into the request's language; the URL is never repeated.
 */
import type { FastifyReply } from 'fastify';
import type { Locale } from '../../../src/contract/constants';
import type { MessageKey } from '../i18n/messages';
import { translate } from '../i18n/translate';

export interface ErrorShape {
  /** The paths it covers: this one and those below it (`/fhir` covers `/fhir/R4/metadata`). */
  prefix: string;
  contentType: string;
  /** The body for a status and its already translated message. */
  body(status: number, message: string): object;
}

export interface ErrorAnswer {
  status: number;
  contentType: string;
  /** The serialized body. */
  payload: string;
}

const APP_SHAPE: Omit<ErrorShape, 'prefix'> = {
  contentType: 'application/json; charset=utf-8',
  body: (_status, message) => ({ message }),
};

/** The path of a request target: without the query, and without scheme and host in absolute form. */
export function pathOfTarget(target: string): string {
  const path = target.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '');
  const end = path.search(/[?#]/);
  return end === -1 ? path : path.slice(0, end);
}

export class ErrorShapes {
  constructor(private readonly shapes: readonly ErrorShape[] = []) {}

  /** The shape of a path's refusals: a feature's, or the app's. */
  of(target: string): Omit<ErrorShape, 'prefix'> {
    const path = pathOfTarget(target);
    return (
      this.shapes.find((shape) => path === shape.prefix || path.startsWith(`${shape.prefix}/`)) ?? APP_SHAPE
    );
  }

  /** Whether a feature's shape, not the app's, covers the path. */
  hasFeatureShape(target: string): boolean {
    return this.of(target) !== APP_SHAPE;
  }

  answer(target: string, status: number, locale: Locale, message: MessageKey): ErrorAnswer {
    return this.answerText(target, status, translate(locale, message));
  }

  /** For a message already translated (the validation summary). */
  answerText(target: string, status: number, text: string): ErrorAnswer {
    const shape = this.of(target);
    return { status, contentType: shape.contentType, payload: JSON.stringify(shape.body(status, text)) };
  }
}

export function sendErrorAnswer(reply: FastifyReply, answer: ErrorAnswer): FastifyReply {
  return reply.code(answer.status).header('content-type', answer.contentType).send(answer.payload);
}
