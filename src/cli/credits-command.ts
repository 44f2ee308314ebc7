import { findAccountByEmail, parseEmail, parseFlags, required, UsageError, withServices, type CommandSpec } from "./cli-support.ts";

const MAX_CREDITS_AT_ONCE = 1_000_000_000;

const add: CommandSpec = {
  flags: "--account E --count N",
  summary: "Adds prepaid credits to an account, used once the month's operations run out.",
  help: ["  --account E   the account's email address", `  --count N     a whole number from 1 to ${MAX_CREDITS_AT_ONCE.toLocaleString("en-US")}`],
  async run(config, args) {
    const flags = parseFlags(args, { account: { type: "string" }, count: { type: "string" } });
    const email = parseEmail(required(flags.account, "account"), "account");
    const raw = required(flags.count, "count");
    const count = /^\d+$/.test(raw) ? Number(raw) : NaN;
    if (!Number.isSafeInteger(count) || count < 1 || count > MAX_CREDITS_AT_ONCE) {
      throw new UsageError(`--count must be a whole number from 1 to ${MAX_CREDITS_AT_ONCE} (got "${raw}")`);
    }
    await withServices(config, async (services) => {
      const account = await findAccountByEmail(services, email);
      const updated = await services.accounts.addCredits(account.id, count);
      process.stdout.write(`Added ${count} credits to ${updated.email}; it now has ${updated.credits}.\n`);
    });
  },
};

export const creditsCommands: Readonly<Record<string, CommandSpec>> = { add };
