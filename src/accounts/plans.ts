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
}

export interface Plan {
  readonly name: string;
  readonly apiAccess: boolean;
  readonly webhooks: boolean;
  readonly limits: PlanLimits;
}

/** Decisions §5. */
export const builtInPlans: readonly Plan[] = [
  plan("Free", false, false, 100, 5, 100 * MiB, 25 * MiB, 10, 10),
  plan("Developer", true, true, 5000, 100, 2 * GiB, 100 * MiB, 50, 120),
  plan("Business", true, true, 50000, 1000, 20 * GiB, 250 * MiB, 200, 600),
  plan("Enterprise", true, true, 500000, 10000, 200 * GiB, 250 * MiB, 500, 3000),
];

function plan(
  name: string,
  apiAccess: boolean,
  webhooks: boolean,
  operationsPerMonth: number,
  paidToolJobsPerMonth: number,
  storageBytes: number,
  maxFileBytes: number,
  batchMaxFiles: number,
  requestsPerMinute: number,
): Plan {
  return {
    name,
    apiAccess,
    webhooks,
    limits: { operationsPerMonth, paidToolJobsPerMonth, storageBytes, maxFileBytes, batchMaxFiles, requestsPerMinute },
  };
}

const limitNames: ReadonlyArray<keyof PlanLimits> = [
  "operationsPerMonth",
  "paidToolJobsPerMonth",
  "storageBytes",
  "maxFileBytes",
  "batchMaxFiles",
  "requestsPerMinute",
];

/** Reads DOCTOOLS_PLANS_FILE: a JSON array of plans with the field names of decisions §5. */
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
      const value = source[limit];
      if (typeof value !== "number" || !Number.isInteger(value) || value < 0) throw new Error(`${where}: "${limit}" must be a whole number`);
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
}
