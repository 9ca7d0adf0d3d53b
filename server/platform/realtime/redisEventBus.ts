/**
 * Broadcasts across instances, as Reverb and soketi do: every instance publishes to one Redis
 * pub/sub channel and delivers what it receives to its own sockets, skipping the excluded one.
 * A subscribed ioredis connection cannot publish, hence two connections.
 */
import { Redis } from 'ioredis';
import type { BroadcastMessage, EventBus } from './broadcastMessage';

export function createRedisEventBus(
  url: string,
  prefix: string,
  log: { warn(object: object, message: string): void },
): EventBus {
  const channel = `${prefix}events`;
  const publisher = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { lazyConnect: false });
  let deliver: (message: BroadcastMessage) => void = () => {};
  const ready = subscriber.subscribe(channel);
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    try {
      deliver(JSON.parse(text) as BroadcastMessage);
    } catch (error) {
      log.warn({ err: error }, 'realtime: undeliverable message from Redis');
    }
  });
  for (const connection of [publisher, subscriber]) {
    connection.on('error', (error: Error) => log.warn({ err: error }, 'realtime: Redis error'));
  }
  return {
    async publish(message) {
      await ready;
      await publisher.publish(channel, JSON.stringify(message));
    },
    onMessage(callback) {
      deliver = callback;
    },
    async close() {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
