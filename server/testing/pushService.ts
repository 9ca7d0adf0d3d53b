/**
 * A local push service that speaks the Web Push protocol (issue 29): web-push-testing's server, on
 * an ephemeral port. It checks the VAPID signature against the key a subscription was made with,
 * decrypts each message (RFC 8291) and keeps it for `messagesOf`; `expire` makes it answer 410 from
 * then on, as a push service does for a subscription the browser dropped.
 */
import { createRequire } from 'node:module';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

const require = createRequire(import.meta.url);

interface PushApiModel {
  notifyUrl: string;
  subscribe(options: { applicationServerKey: string; userVisibleOnly?: string }): Promise<LocalSubscription>;
  expireSubscription(clientHash: string): void;
  getNotifications(body: { clientHash: string }): { messages: string[] };
}

interface WebPushTestingServer {
  _server: Server;
  startServer(): void;
}

export interface LocalSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
}

export interface LocalPushService {
  /** A new subscription for the application server key (the portal's VAPID public key). */
  subscribe(applicationServerKey: string): Promise<LocalSubscription>;
  /** The decrypted payloads delivered to the subscription, oldest first. */
  messagesOf(subscription: LocalSubscription): string[];
  expire(subscription: LocalSubscription): void;
  close(): Promise<void>;
}

export async function startLocalPushService(): Promise<LocalPushService> {
  const { PushApiModel } = require('web-push-testing/src/PushApiModel.js') as {
    PushApiModel: new () => PushApiModel;
  };
  const Server = require('web-push-testing/src/server.js') as new (
    model: PushApiModel,
    port: number,
  ) => WebPushTestingServer;
  const model = new PushApiModel();
  const server = new Server(model, 0);
  const log = console.log;
  console.log = () => undefined; // its start line
  try {
    server.startServer();
    await new Promise<void>((resolve) => server._server.once('listening', () => resolve()));
  } finally {
    console.log = log;
  }
  const { port } = server._server.address() as AddressInfo;
  model.notifyUrl = `http://localhost:${port}/notify/`;
  return {
    subscribe: (applicationServerKey) => model.subscribe({ applicationServerKey }),
    messagesOf: (subscription) => model.getNotifications({ clientHash: subscription.clientHash }).messages,
    expire: (subscription) => model.expireSubscription(subscription.clientHash),
    close: () =>
      new Promise((resolve) => {
        server._server.closeAllConnections?.();
        server._server.close(() => resolve());
      }),
  };
}
