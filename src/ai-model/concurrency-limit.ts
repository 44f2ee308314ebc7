/** At most `limit` tasks at once; the others wait their turn in order. */
export class ConcurrencyLimit {
  private readonly limit: number;
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(limit: number) {
    this.limit = limit;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next waiter, so the count never drops and rises again.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
