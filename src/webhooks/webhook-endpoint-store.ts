/** Port: an account's webhook endpoints. */
export interface WebhookEndpoint {
  readonly id: string;
  readonly accountId: string;
  readonly url: string;
  /** The signing secret, sealed with the SecretBox: the service must sign every delivery with it. */
  readonly secretSealed: string;
  readonly createdAt: Date;
}

export interface WebhookEndpointStore {
  /**
   * Adds the endpoint unless the account already has `maxPerAccount`; the count and the insert are
   * one step, so two concurrent additions cannot both take the last place. Null when full.
   */
  addEndpoint(endpoint: WebhookEndpoint, maxPerAccount: number): Promise<WebhookEndpoint | null>;
  listEndpoints(accountId: string): Promise<WebhookEndpoint[]>;
  countEndpoints(accountId: string): Promise<number>;
  /** The account's endpoint with this id; null for an unknown id or another account's. */
  getEndpoint(accountId: string, endpointId: string): Promise<WebhookEndpoint | null>;
  /** False when the account has no such endpoint. */
  removeEndpoint(accountId: string, endpointId: string): Promise<boolean>;
}
