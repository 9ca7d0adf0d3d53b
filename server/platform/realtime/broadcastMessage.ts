/** One event for the subscribers of some channels, as it travels between instances. */
export interface BroadcastMessage {
  channels: readonly string[];
  event: string;
  /** The JSON string the subscribers receive as `data`. */
  data: string;
  /** The socket that caused the event (X-Socket-Id) does not receive it. */
  exceptSocketId?: string | undefined;
  /** Set on client events of presence channels: who sent it. */
  userId?: string | undefined;
  /**
   * After delivering, close every socket subscribed to the channels (a locked user, issue 14):
   * through the bus, so the sockets on every instance close, not only this one's.
   */
  disconnect?: boolean | undefined;
}

/** Carries broadcasts to the subscribers on every instance, this one included. */
export interface EventBus {
  publish(message: BroadcastMessage): Promise<void>;
  /** Called for every message any instance published, once per instance. */
  onMessage(deliver: (message: BroadcastMessage) => void): void;
  close(): Promise<void>;
}

/** Without Redis: one instance, delivery in-process. */
export function createLocalEventBus(): EventBus {
  let deliver: (message: BroadcastMessage) => void = () => {};
  return {
    async publish(message) {
      deliver(message);
    },
    onMessage(callback) {
      deliver = callback;
    },
    async close() {},
  };
}
