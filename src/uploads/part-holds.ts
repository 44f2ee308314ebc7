import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import type { UploadStore } from "./upload-store.ts";

/** How long a receiver holds a part without renewing: a process that dies mid-part lets go after this. */
const LEASE_MS = 30_000;
/** How often a receiver renews, and so how soon one in another process hears it is asked to let go. */
const RENEW_MS = 1_000;
/** How long a new request for a part waits for its receiver to let go before answering 409. */
const TAKEOVER_WAIT_MS = 5_000;
/** How often it looks again meanwhile, when that receiver is in another process. */
const RETRY_MS = 100;

export interface PartHold {
  /** The whole body has arrived: from now on the receiver finishes its part rather than let go. */
  bodyReceived(): void;
  /** Lets go: `received` moves to `to`, or stays where it was (null). False when the hold had been lost. */
  end(to: number | null): Promise<boolean>;
}

interface LocalReceiver {
  readonly holder: string;
  stop(): void;
  readonly released: Promise<void>;
}

/**
 * Who receives each upload's part: one request at a time across every process (the hold lives
 * in the upload store). A client whose part was cut off sends it again from the same offset at
 * once, often before the server has noticed the first connection is dead; so a
 * new request for the offset takes over, as tusd does with lock release requests. It asks the
 * receiver to let go and waits until it has: the receiver drops its request (closing its
 * connection) and the bytes of it already stored, so `received` stays where it was, and only
 * then does the new request write. A receiver in this process is told at once; one in another
 * process hears it at its next renewal.
 */
export class PartHolds {
  private readonly store: UploadStore;
  private readonly receivers = new Map<string, LocalReceiver>();

  constructor(store: UploadStore) {
    this.store = store;
  }

  /**
   * Takes the part of `uploadId` starting at `offset`; `stop` drops this request's body when a
   * later one takes over. Null when refused: the upload moved on, was used, or its receiver did
   * not let go in time.
   */
  async take(uploadId: string, offset: number, stop: () => void): Promise<PartHold | null> {
    const holder = randomUUID();
    const deadline = Date.now() + TAKEOVER_WAIT_MS;
    while (!(await this.store.beginPart(uploadId, offset, holder, lease(), new Date()))) {
      const upload = await this.store.getUpload(uploadId);
      if (upload === null || upload.received !== offset || upload.usedAt !== null || Date.now() >= deadline) return null;
      const previous = this.receivers.get(uploadId);
      if (previous) {
        previous.stop();
        await Promise.race([previous.released, sleep(Math.max(0, deadline - Date.now()), undefined, { ref: false })]);
      } else {
        await this.store.askRelease(uploadId, offset, new Date());
        await sleep(RETRY_MS);
      }
    }
    return this.hold(uploadId, holder, stop);
  }

  private hold(uploadId: string, holder: string, stop: () => void): PartHold {
    let bodyDone = false;
    let stopped = false;
    let release!: () => void;
    const receiver: LocalReceiver = {
      holder,
      released: new Promise<void>((resolve) => (release = resolve)),
      stop() {
        // Once the body is in, the part is finished instead: the one asking then finds it received.
        if (bodyDone || stopped) return;
        stopped = true;
        stop();
      },
    };
    this.receivers.set(uploadId, receiver);
    const renewal = setInterval(() => {
      this.store.renewPart(uploadId, holder, lease()).then(
        (state) => {
          if (state !== "held") receiver.stop();
        },
        () => undefined,
      );
    }, RENEW_MS);
    return {
      bodyReceived: () => {
        bodyDone = true;
      },
      end: async (to) => {
        clearInterval(renewal);
        try {
          return await this.store.endPart(uploadId, holder, to);
        } finally {
          if (this.receivers.get(uploadId) === receiver) this.receivers.delete(uploadId);
          release();
        }
      },
    };
  }
}

function lease(): Date {
  return new Date(Date.now() + LEASE_MS);
}
