import { randomUUID } from "node:crypto";
import type { Account, AccountStore } from "../accounts/account-store.ts";
import type { Plans } from "../accounts/plans.ts";
import type { SqlClient } from "../db/sql-client.ts";
import { toPublicJob, type JobRecord, type PublicJob } from "../jobs/job.ts";
import type { SecretBox } from "../secrets/secret-box.ts";
import { addWebhookEndpoint, type HostLookup, type NewWebhookEndpoint } from "./endpoint-rules.ts";
import type { WebhookEndpoint, WebhookEndpointStore } from "./webhook-endpoint-store.ts";
import type { WebhookEvent, WebhookEventStore } from "./webhook-event-store.ts";
import type { DeliveryAttempt, DeliveryFilter, WebhookEventType, WebhookManagement } from "./webhook-management.ts";

export interface AccountWebhooksDeps {
  readonly accounts: AccountStore;
  readonly plans: Plans;
  readonly endpoints: WebhookEndpointStore;
  readonly events: WebhookEventStore;
  readonly secrets: SecretBox;
  readonly allowPrivate: boolean;
  readonly lookup?: HostLookup;
}

/** The body every attempt of an event sends, fixed when the event is made. */
function eventBody(id: string, type: WebhookEventType, created: Date, job: PublicJob | null): string {
  return JSON.stringify({ id, type, created: created.toISOString(), data: { job } });
}

/**
 * Endpoints, events and delivery records of accounts. Events are only stored here, with their
 * deliveries due at once; a WebhookDispatcher (in this process or another) sends them.
 */
export class AccountWebhooks implements WebhookManagement {
  private readonly d: AccountWebhooksDeps;
  private readonly listeners = new Set<() => void>();

  constructor(deps: AccountWebhooksDeps) {
    this.d = deps;
  }

  /** Called whenever deliveries were queued, so a dispatcher in this process can start at once. */
  onQueued(listener: () => void): void {
    this.listeners.add(listener);
  }

  addEndpoint(account: Account, url: string): Promise<NewWebhookEndpoint> {
    const { plans, endpoints, secrets, allowPrivate, lookup } = this.d;
    return addWebhookEndpoint({ plans, endpoints, secrets, allowPrivate, ...(lookup ? { lookup } : {}) }, account, url);
  }

  listEndpoints(accountId: string): Promise<WebhookEndpoint[]> {
    return this.d.endpoints.listEndpoints(accountId);
  }

  async removeEndpoint(accountId: string, endpointId: string): Promise<boolean> {
    const removed = await this.d.endpoints.removeEndpoint(accountId, endpointId);
    if (removed) await this.d.events.cancelDeliveries(endpointId);
    return removed;
  }

  async sendPing(accountId: string, endpointId: string): Promise<{ eventId: string } | null> {
    const endpoint = await this.d.endpoints.getEndpoint(accountId, endpointId);
    if (!endpoint) return null;
    const event = await this.storeEvent(accountId, "ping", null, [endpoint.id]);
    return { eventId: event.id };
  }

  async resend(accountId: string, eventId: string, endpointId: string): Promise<boolean> {
    const [event, endpoint] = await Promise.all([this.d.events.getEvent(accountId, eventId), this.d.endpoints.getEndpoint(accountId, endpointId)]);
    if (!event || !endpoint) return false;
    // The resend replaces any retries still pending for the event at this endpoint.
    await this.d.events.cancelDeliveries(endpoint.id, event.id);
    await this.d.events.addDelivery(event, endpoint.id, new Date());
    this.announce();
    return true;
  }

  listDeliveries(accountId: string, filter: DeliveryFilter = {}): Promise<DeliveryAttempt[]> {
    return this.d.events.listAttempts(accountId, { ...filter, limit: Math.min(Math.max(filter.limit ?? 100, 1), 1000) });
  }

  /**
   * What a job's end sends: `job.completed` or `job.failed` to every endpoint of its
   * account, if the account's plan (as it is now) has webhooks. The endpoints are read now; the
   * returned writer stores the event inside the transaction that records the job's end. Null
   * when there is nothing to send.
   */
  async jobEventWriter(accountId: string): Promise<((tx: SqlClient, ended: JobRecord) => Promise<void>) | null> {
    const account = await this.d.accounts.getAccount(accountId);
    if (!account || !this.d.plans.find(account.plan)?.webhooks) return null;
    const endpointIds = (await this.d.endpoints.listEndpoints(accountId)).map((endpoint) => endpoint.id);
    if (endpointIds.length === 0) return null;
    return async (tx, ended) => {
      const type = ended.status === "Completed" ? "job.completed" : "job.failed";
      await this.storeEvent(accountId, type, toPublicJob(ended), endpointIds, tx);
    };
  }

  private async storeEvent(accountId: string, type: WebhookEventType, job: PublicJob | null, endpointIds: readonly string[], tx?: SqlClient): Promise<WebhookEvent> {
    const id = randomUUID();
    const created = new Date();
    const event: WebhookEvent = { id, accountId, type, createdAt: created, body: eventBody(id, type, created, job) };
    await this.d.events.createEvent(event, endpointIds, created, tx);
    // Inside a transaction the event is not there for others until it commits; whoever ran it announces it then.
    if (!tx) this.announce();
    return event;
  }

  /** Wakes this process's dispatcher: deliveries were queued (and committed). */
  announce(): void {
    for (const listener of this.listeners) listener();
  }
}
