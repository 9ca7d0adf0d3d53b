/** The socket that sent a request (Echo's X-Socket-Id), to leave it out of the broadcast it causes. */
import type { FastifyRequest } from 'fastify';

const SOCKET_ID = /^\d+\.\d+$/;

export function socketIdOf(request: Pick<FastifyRequest, 'headers'>): string | undefined {
  const value = request.headers['x-socket-id'];
  const id = Array.isArray(value) ? value[0] : value;
  return id && SOCKET_ID.test(id) ? id : undefined;
}
