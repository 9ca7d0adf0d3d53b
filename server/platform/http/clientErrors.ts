/**
 * The answers Node's HTTP server writes itself, before Fastify sees a request: a request line and
 * headers over `maxHeaderSize` (16 KB: an over-long URL lands here, 431), bytes the parser cannot
 * read (400), a request that did not arrive in time (408), and an Expect header other than
 * 100-continue (417). Node, and Fastify's default clientErrorHandler, answer these in English or
 * with an empty body; here they come in the path's shape (errorShapes.ts: FHIR's under /fhir) and
 * the request's language.
 *
 * The parser has given up on such a request, so its path and Accept-Language are read from the
 * bytes it was given (`rawPacket`), as far as they are there: a request line split over several
 * network packets may leave only its tail, and the answer then has the app's shape in German.
 */
import { STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError } from 'fastify';
import { localeFromAcceptLanguage } from '../i18n/translate';
import type { MessageKey } from '../i18n/messages';
import type { ErrorAnswer, ErrorShapes } from './errorShapes';

const REQUEST_LINE = /^[A-Z]+ (\S+)/;
const ACCEPT_LANGUAGE = /\r\naccept-language:[ \t]*([^\r\n]*)/i;

function refusalOf(code: string | undefined): { status: number; message: MessageKey } {
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, message: 'http.headersTooLarge' };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, message: 'http.requestTimeout' };
  return { status: 400, message: 'http.badRequest' };
}

/** A whole HTTP/1.1 response that closes the connection: the parser cannot go on after this. */
export function rawResponse({ status, contentType, payload }: ErrorAnswer): string {
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`,
    `Content-Type: ${contentType}`,
    `Content-Length: ${Buffer.byteLength(payload)}`,
    'Connection: close',
    '',
    payload,
  ].join('\r\n');
}

/** Fastify's `clientErrorHandler`. */
export function clientErrorAnswers(shapes: ErrorShapes) {
  return (error: ConnectionError, socket: Socket): void => {
    // A reset connection has no one to answer; a second error of one request is answered already.
    if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
    // A Buffer at run time, whatever Fastify's types say.
    const packet: unknown = error.rawPacket;
    const seen = Buffer.isBuffer(packet) ? packet.toString('latin1') : '';
    const target = REQUEST_LINE.exec(seen)?.[1] ?? '/';
    const locale = localeFromAcceptLanguage(ACCEPT_LANGUAGE.exec(seen)?.[1]);
    const { status, message } = refusalOf(error.code);
    socket.end(rawResponse(shapes.answer(target, status, locale, message)));
  };
}

/**
 * Node answers `Expect: <anything but 100-continue>` with an empty 417 unless someone listens for
 * `checkExpectation`; then the listener answers, and the request goes no further.
 */
export function answerFailedExpectations(server: Server, shapes: ErrorShapes): void {
  server.on('checkExpectation', (request: IncomingMessage, response: ServerResponse) => {
    const answer = shapes.answer(
      request.url ?? '/',
      417,
      localeFromAcceptLanguage(request.headers['accept-language']),
      'http.expectationFailed',
    );
    response.writeHead(answer.status, {
      'content-type': answer.contentType,
      'content-length': Buffer.byteLength(answer.payload),
      connection: 'close',
    });
    response.end(answer.payload);
  });
}
