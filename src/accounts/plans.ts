import fs from "node:fs";

const MiB = 1024 * 1024;
const GiB = 1024 * MiB;

export interface PlanLimits {
  readonly operationsPerMonth: number;
  readonly paidToolJobsPerMonth: number;
  readonly storageBytes: number;
  readonly maxFileBytes: number;
  readonly batchMaxFiles: number;
  readonly requestsPerMinute: number;
  /** Jobs of the account that may run at once; its further jobs wait while other accounts' run. */
  readonly maxRunningJobs: number;
  /** Jobs of the account that may wait to start; a tool call past it is refused with 429. */
  readonly maxQueuedJobs: number;
  /** Part-wise uploads the account may hold open (created, not yet used, deleted or expired). */
  readonly maxOpenUploads: number;
}

export interface Plan {
  readonly name: string;
  readonly apiAccess: boolean;
  readonly webhooks: boolean;
  readonly limits: PlanLimits;
}

/**
 * The default plans, plus the limits that keep one account from crowding out the others:
 * jobs running at once grow with the plan's volume (Developer's 5,000 operations a month are
 * about seven an hour, Enterprise's 500,000 about twelve a minute); jobs waiting are
 * twice `batchMaxFiles`, so a whole batch can always be queued at once; open uploads equal
 * `batchMaxFiles`, at least the 50 files one image-to-pdf call can take from Developer up.
 */
export const builtInPlans: readonly Plan[] = [
  plan("Free", false, false, { operationsPerMonth: 100, paidToolJobsPerMonth: 5, storageBytes: 100 * MiB, maxFileBytes: 25 * MiB, batchMaxFiles: 10, requestsPerMinute: 10, maxRunningJobs: 1, maxQueuedJobs: 20, maxOpenUploads: 10 }),
  plan("Developer", true, true, { operationsPerMonth: 5000, paidToolJobsPerMonth: 100, storageBytes: 2 * GiB, maxFileBytes: 100 * MiB, batchMaxFiles: 50, requestsPerMinute: 120, maxRunningJobs: 2, maxQueuedJobs: 100, maxOpenUploads: 50 }),
  plan("Business", true, true, { operationsPerMonth: 50000, paidToolJobsPerMonth: 1000, storageBytes: 20 * GiB, maxFileBytes: 250 * MiB, batchMaxFiles: 200, requestsPerMinute: 600, maxRunningJobs: 4, maxQueuedJobs: 400, maxOpenUploads: 200 }),
  plan("Enterprise", true, true, { operationsPerMonth: 500000, paidToolJobsPerMonth: 10000, storageBytes: 200 * GiB, maxFileBytes: 250 * MiB, batchMaxFiles: 500, requestsPerMinute: 3000, maxRunningJobs: 8, maxQueuedJobs: 1000, maxOpenUploads: 500 }),
];

function plan(name: string, apiAccess: boolean, webhooks: boolean, limits: PlanLimits): Plan {
  return { name, apiAccess, webhooks, limits };
}

const limitNames: ReadonlyArray<keyof PlanLimits> = [
  "operationsPerMonth",
  "paidToolJobsPerMonth",
  "storageBytes",
  "maxFileBytes",
  "batchMaxFiles",
  "requestsPerMinute",
  "maxRunningJobs",
  "maxQueuedJobs",
  "maxOpenUploads",
];

/**
 * Limits a plans file written before they existed may leave out: each takes the Developer plan's
 * value, so such a file keeps working and its accounts are capped like the default paid plan.
 */
const developer = builtInPlans[1]!.limits;
const optionalLimits: Partial<Record<keyof PlanLimits, number>> = {
  maxRunningJobs: developer.maxRunningJobs,
  maxQueuedJobs: developer.maxQueuedJobs,
  maxOpenUploads: developer.maxOpenUploads,
};

/** A job that could never run, or a call that could never be queued, is a mistake in the file. */
const leastValue: Partial<Record<keyof PlanLimits, number>> = { maxRunningJobs: 1, maxQueuedJobs: 1 };

/** Reads DOCTOOLS_PLANS_FILE: a JSON array of plans with the field names of the built-in ones. */
export function loadPlans(file: string | null): readonly Plan[] {
  if (file === null) return builtInPlans;
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(`DOCTOOLS_PLANS_FILE ${file} could not be read as JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(parsed) || parsed.length === 0) throw new Error(`DOCTOOLS_PLANS_FILE ${file} must hold a non-empty JSON array of plans`);
  return parsed.map((entry: Record<string, unknown>, index) => {
    const where = `DOCTOOLS_PLANS_FILE ${file}, plan ${index + 1}`;
    if (typeof entry.name !== "string" || entry.name === "") throw new Error(`${where}: "name" must be a non-empty string`);
    for (const flag of ["apiAccess", "webhooks"] as const) {
      if (typeof entry[flag] !== "boolean") throw new Error(`${where}: "${flag}" must be true or false`);
    }
    const source = (entry.limits ?? entry) as Record<string, unknown>;
    const limits = {} as Record<keyof PlanLimits, number>;
    for (const limit of limitNames) {
      const value = source[limit] ?? optionalLimits[limit];
      const least = leastValue[limit] ?? 0;
      if (typeof value !== "number" || !Number.isInteger(value) || value < least) {
        throw new Error(`${where}: "${limit}" must be a whole number${least > 0 ? ` of at least ${least}` : ""}`);
      }
      limits[limit] = value;
    }
    return { name: entry.name, apiAccess: entry.apiAccess as boolean, webhooks: entry.webhooks as boolean, limits };
  });
}

export class Plans {
  private readonly byName: Map<string, Plan>;

  constructor(plans: readonly Plan[]) {
    this.byName = new Map(plans.map((p) => [p.name.toLowerCase(), p]));
  }

  find(name: string): Plan | undefined {
    return this.byName.get(name.toLowerCase());
  }

  get(name: string): Plan {
    const found = this.find(name);
    if (!found) throw new Error(`unknown plan ${name}`);
    return found;
  }

  names(): string[] {
    return [...this.byName.values()].map((p) => p.name);
  }

  /** The most jobs any plan lets one account run at once. */
  largestRunningCap(): number {
    return Math.max(...[...this.byName.values()].map((p) => p.limits.maxRunningJobs));
  }
}
