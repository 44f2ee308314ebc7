import { createHash } from "node:crypto";
import type pg from "pg";
import type { NotificationListener } from "./sql-client.ts";

/** The longest wait before listening again after the connection was lost. */
const MAX_RETRY_MS = 30_000;

/**
 * PostgreSQL's LISTEN/NOTIFY for one schema's clients. Every listener of the process shares one
 * connection taken from the pool and held while the client is open (LISTEN belongs to a session,
 * so it cannot go back to the pool between queries). A lost connection is replaced, with a
 * growing pause between tries; what was told meanwhile is lost, so once listening again each
 * listener hears `null` and reads again what it waits for.
 */
export class PostgresNotifications {
  private readonly pool: pg.Pool;
  private readonly schema: string;
  private readonly listeners = new Map<string, Set<NotificationListener>>();
  private client: pg.PoolClient | null = null;
  private connecting: Promise<pg.PoolClient> | null = null;
  /** Channels LISTENed on the current connection, each once its LISTEN is done. */
  private listening = new Map<string, Promise<void>>();
  private retryTimer: NodeJS.Timeout | undefined;
  private failures = 0;
  private closed = false;

  constructor(pool: pg.Pool, schema: string) {
    this.pool = pool;
    this.schema = schema;
  }

  /**
   * NOTIFY channels are database-wide, not per schema: the name carries the schema, so deployments
   * and test runs sharing a database do not hear each other. Hashed to stay within the 63 bytes
   * PostgreSQL keeps of an identifier, whatever the schema is called.
   */
  channelName(channel: string): string {
    return `doctools_${createHash("sha256").update(`${this.schema}\0${channel}`).digest("hex").slice(0, 32)}`;
  }

  async listen(channel: string, listener: NotificationListener): Promise<() => void> {
    if (this.closed) throw new Error("the database client is closed");
    const name = this.channelName(channel);
    const set = this.listeners.get(name) ?? new Set();
    this.listeners.set(name, set);
    set.add(listener);
    try {
      await this.listenOn(await this.connection(), name);
    } catch (error) {
      set.delete(listener);
      throw error;
    }
    return () => void set.delete(listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    const client = this.client ?? (await this.connecting?.catch(() => null)) ?? null;
    this.client = null;
    // Destroyed rather than returned: a pooled session must not keep LISTENing for the next borrower.
    client?.release(true);
  }

  private connection(): Promise<pg.PoolClient> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.connect().finally(() => (this.connecting = null));
    return this.connecting;
  }

  private async connect(): Promise<pg.PoolClient> {
    const client = await this.pool.connect();
    if (this.closed) {
      client.release(true);
      throw new Error("the database client is closed");
    }
    const lost = (error?: Error) => this.lose(client, error);
    client.on("error", lost);
    client.on("end", () => lost());
    client.on("notification", (message) => {
      if (message.payload === undefined) return;
      for (const listener of [...(this.listeners.get(message.channel) ?? [])]) listener(message.payload);
    });
    this.client = client;
    this.listening = new Map();
    this.failures = 0;
    return client;
  }

  private listenOn(client: pg.PoolClient, name: string): Promise<void> {
    let done = this.listening.get(name);
    if (!done) {
      done = client.query(`LISTEN "${name}"`).then(() => undefined);
      this.listening.set(name, done);
      done.catch(() => this.listening.delete(name));
    }
    return done;
  }

  private lose(client: pg.PoolClient, error?: Error): void {
    if (this.client !== client) return;
    this.client = null;
    this.listening = new Map();
    client.removeAllListeners("notification");
    client.release(error ?? true);
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    if (this.closed || this.retryTimer || this.listeners.size === 0) return;
    const pause = Math.min(MAX_RETRY_MS, 1000 * 2 ** Math.min(this.failures, 5));
    this.failures++;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.resume();
    }, pause);
    this.retryTimer.unref();
  }

  /** Listens again on a new connection; everyone hears `null`, since notifications in between are lost. */
  private async resume(): Promise<void> {
    try {
      const client = await this.connection();
      await Promise.all([...this.listeners.keys()].map((name) => this.listenOn(client, name)));
      for (const set of this.listeners.values()) for (const listener of [...set]) listener(null);
    } catch {
      this.scheduleRetry();
    }
  }
}
