import type { Account } from "../accounts/account-store.ts";
import type { PlanLimits } from "../accounts/plans.ts";
import { usageMonth } from "../accounts/usage-store.ts";
import { formatSize } from "../common/byte-sizes.ts";
import { findAccountByEmail, formatTable, formatTime, parseEmail, parseFlags, report, required, withServices, type CommandSpec } from "./cli-support.ts";

function accountJson(account: Account) {
  return { id: account.id, email: account.email, name: account.name, plan: account.plan, credits: account.credits, createdAt: account.createdAt.toISOString() };
}

const count = (n: number) => n.toLocaleString("en-US");

export const listAccounts: CommandSpec = {
  flags: "[--json]",
  summary: "Lists every account, oldest first.",
  help: [
    "  --json   print one JSON array of { \"id\", \"email\", \"name\", \"plan\", \"credits\", \"createdAt\" },",
    "           [] when there are none",
    "",
    "Without --json: a table with a header line, times in UTC.",
  ],
  async run(config, args) {
    const flags = parseFlags(args, { json: { type: "boolean" } });
    await withServices(config, async (services) => {
      const accounts = await services.accounts.listAccounts();
      const rows = accounts.map((a) => [a.id, a.email, a.name, a.plan, String(a.credits), formatTime(a.createdAt)]);
      report(flags.json, accounts.map(accountJson), accounts.length === 0 ? ["No accounts."] : formatTable([["ID", "EMAIL", "NAME", "PLAN", "CREDITS", "CREATED"], ...rows]));
    });
  },
};

const limitLabels: ReadonlyArray<[keyof PlanLimits, string, (n: number) => string]> = [
  ["requestsPerMinute", "Requests a minute", count],
  ["maxFileBytes", "Largest file", formatSize],
  ["batchMaxFiles", "Files in a batch", count],
  ["maxRunningJobs", "Jobs running at once", count],
  ["maxQueuedJobs", "Jobs waiting to start", count],
  ["maxOpenUploads", "Open uploads", count],
];

export const showAccount: CommandSpec = {
  flags: "--email E [--json]",
  summary: "Shows an account: its plan and limits, this month's usage, credits, storage and keys.",
  help: [
    "  --email E   the account's email address",
    "  --json      print one JSON object: the fields of `accounts list`, \"hasPassword\",",
    "              \"activeKeys\", \"usage\" { \"month\", \"operations\", \"paidToolJobs\", \"storageBytes\" }",
    "              and \"planDetails\" { \"apiAccess\", \"webhooks\", \"limits\" } (null when the plan",
    "              is no longer configured)",
    "",
    "Months are UTC calendar months; operations past the month's allowance were paid with credits.",
  ],
  async run(config, args) {
    const flags = parseFlags(args, { email: { type: "string" }, json: { type: "boolean" } });
    const email = parseEmail(required(flags.email, "email"), "email");
    await withServices(config, async (services) => {
      const account = await findAccountByEmail(services, email);
      const now = new Date();
      const plan = services.plans.find(account.plan) ?? null;
      const month = await services.usage.getUsage(account.id, usageMonth(now));
      const storageBytes = await services.usage.storageUsedBytes(account.id, now);
      const activeKeys = (await services.accounts.listApiKeys(account.id)).filter((key) => key.revokedAt === null).length;
      const hasPassword = (await services.dashboardSessions.passwordHash(account.id)) !== null;
      const of = (used: number, limit: number | undefined, show: (n: number) => string = count) => (limit === undefined ? show(used) : `${show(used)} of ${show(limit)}`);
      const features = plan ? [plan.apiAccess ? "API access" : "no API access", plan.webhooks ? "webhooks" : "no webhooks"].join(", ") : "not configured on this service any more";
      const human = [
        ...formatTable([
          ["Account", account.id],
          ["Email", account.email],
          ["Name", account.name],
          ["Plan", `${account.plan} (${features})`],
          ["Created", formatTime(account.createdAt)],
          ["Credits", count(account.credits)],
          ["Password", hasPassword ? "set: can sign in to the dashboard" : "none: cannot sign in to the dashboard"],
          ["API keys", `${activeKeys} active`],
        ]),
        "",
        `This month (${month.month}, UTC):`,
        ...formatTable([
          ["  Operations", of(month.operations, plan?.limits.operationsPerMonth)],
          ["  Paid tool jobs", of(month.paidToolJobs, plan?.limits.paidToolJobsPerMonth)],
          ["  Storage used", of(storageBytes, plan?.limits.storageBytes, formatSize)],
        ]),
        ...(plan ? ["", "Plan limits:", ...formatTable(limitLabels.map(([limit, label, show]) => [`  ${label}`, show(plan.limits[limit])]))] : []),
      ];
      report(
        flags.json,
        {
          ...accountJson(account),
          hasPassword,
          activeKeys,
          usage: { month: month.month, operations: month.operations, paidToolJobs: month.paidToolJobs, storageBytes },
          planDetails: plan ? { apiAccess: plan.apiAccess, webhooks: plan.webhooks, limits: plan.limits } : null,
        },
        human,
      );
    });
  },
};
