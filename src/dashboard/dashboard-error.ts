/** A refusal shown to the signed-in user as an HTML page with this status. */
export class DashboardError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}
