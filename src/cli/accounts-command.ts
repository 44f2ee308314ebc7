import { randomUUID } from "node:crypto";
import { hashPassword, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../accounts/passwords.ts";
import type { Services } from "../services.ts";
import { listAccounts, showAccount } from "./account-listing.ts";
import { CommandError, findAccountByEmail, parseEmail, parseFlags, report, required, UsageError, withServices, type CommandSpec } from "./cli-support.ts";
import { checkPassword, readNewPassword } from "./password-input.ts";

const PASSWORD_INPUT_HELP = [
  `The password (${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters) is never taken from the command line: at a terminal`,
  "it is typed twice and not shown; otherwise it is the first line of standard input, e.g.",
  `  printf '%s\\n' "$PASSWORD" | doctools …`,
];

/** A configured plan by any letter case; a UsageError naming the plans otherwise. */
function findPlan(services: Services, name: string) {
  const plan = services.plans.find(name);
  if (!plan) throw new UsageError(`--plan must be one of ${services.plans.names().join(", ")} (got "${name}")`);
  return plan;
}

const create: CommandSpec = {
  flags: "--email E --plan P [--name N] [--read-password] [--create] [--json]",
  summary: "Creates an account.",
  help: [
    "  --email E         the account's email address, unique regardless of letter case",
    "  --plan P          one of the configured plans, in any letter case",
    "  --name N          the account's name (default: the part of the address before @)",
    "  --read-password   give the account a dashboard password (see below); without it the",
    "                    account has none until `doctools accounts set-password`",
    "  --password PW     the same, from the command line: kept for existing scripts, but the shell's",
    "                    history and the process list then hold the password",
    "  --create          start a new database when the data folder holds none (without it such a",
    "                    folder is refused: it is most likely not the service's own)",
    "  --json            print { \"id\", \"email\", \"plan\" }",
    "",
    ...PASSWORD_INPUT_HELP,
  ],
  async run(config, args) {
    const flags = parseFlags(args, {
      email: { type: "string" },
      plan: { type: "string" },
      name: { type: "string" },
      "read-password": { type: "boolean" },
      password: { type: "string" },
      create: { type: "boolean" },
      json: { type: "boolean" },
    });
    const email = parseEmail(required(flags.email, "email"), "email");
    const planName = required(flags.plan, "plan");
    if (flags.password !== undefined && flags["read-password"]) throw new UsageError("--password and --read-password cannot be given together");
    if (flags.password !== undefined) checkPassword(flags.password, "--password");

    await withServices(config, async (services) => {
      // Plans are matched case-insensitively and stored by their canonical name.
      const plan = findPlan(services, planName);
      if (await services.accounts.getAccountByEmail(email)) throw new CommandError(`an account with the email ${email} already exists`);
      // Asked only once the account can be created, so nobody types a password for nothing.
      const password = flags["read-password"] ? await readNewPassword() : flags.password;
      const passwordHash = password === undefined ? null : await hashPassword(password);
      const name = flags.name?.trim() || email.slice(0, email.indexOf("@"));
      let account;
      try {
        account = await services.accounts.createAccount({ id: randomUUID(), email, name, plan: plan.name, passwordHash });
      } catch (error) {
        // Another process created the same address between the check and the insert.
        if (/UNIQUE|unique constraint/i.test((error as Error).message)) throw new CommandError(`an account with the email ${email} already exists`);
        throw error;
      }
      report(flags.json, { id: account.id, email: account.email, plan: account.plan }, [
        `Created account ${account.id}: ${account.email} (${account.name}), ${account.plan} plan.`,
        password === undefined
          ? plan.apiAccess
            ? `It has no password; create an API key with: doctools keys create --account ${account.email}`
            : `It has no password; give it one with: doctools accounts set-password --email ${account.email} (the ${plan.name} plan has no API access, so no API key)`
          : "",
      ].filter(Boolean));
    }, { create: flags.create ?? false });
  },
};

const setPlan: CommandSpec = {
  flags: "--email E --plan P",
  summary: "Moves an account to another plan.",
  help: [
    "  --email E   the account's email address",
    "  --plan P    one of the configured plans, in any letter case",
    "",
    "The new plan's limits and features apply from the account's next request: a plan without",
    "API access refuses its keys (they are kept, and work again on a plan with it), a plan without",
    "webhooks stops its deliveries.",
  ],
  async run(config, args) {
    const flags = parseFlags(args, { email: { type: "string" }, plan: { type: "string" } });
    const email = parseEmail(required(flags.email, "email"), "email");
    const planName = required(flags.plan, "plan");
    await withServices(config, async (services) => {
      const plan = findPlan(services, planName);
      const account = await findAccountByEmail(services, email);
      if (account.plan === plan.name) {
        process.stdout.write(`${account.email} is already on the ${plan.name} plan.\n`);
        return;
      }
      const updated = await services.accounts.setPlan(account.id, plan.name);
      if (!updated) throw new CommandError(`there is no account with the email ${email}`);
      process.stdout.write(`${updated.email} is now on the ${updated.plan} plan (was ${account.plan}).\n`);
    });
  },
};

const setPassword: CommandSpec = {
  flags: "--email E",
  summary: "Sets an account's dashboard password and signs out its dashboard sessions.",
  help: [
    "  --email E   the account's email address",
    "",
    ...PASSWORD_INPUT_HELP,
    "",
    "Every dashboard session of the account ends: whoever signed in with the old password must",
    "sign in again. API keys are not affected.",
  ],
  async run(config, args) {
    const flags = parseFlags(args, { email: { type: "string" } });
    const email = parseEmail(required(flags.email, "email"), "email");
    await withServices(config, async (services) => {
      const account = await findAccountByEmail(services, email);
      const passwordHash = await hashPassword(await readNewPassword());
      const ended = await services.dashboardSessions.changePassword(account.id, passwordHash);
      if (ended === null) throw new CommandError(`there is no account with the email ${email}`);
      process.stdout.write(`Set the dashboard password of ${account.email}; ${ended === 1 ? "1 dashboard session was" : `${ended} dashboard sessions were`} ended.\n`);
    });
  },
};

export const accountsCommands: Readonly<Record<string, CommandSpec>> = {
  create,
  list: listAccounts,
  show: showAccount,
  "set-plan": setPlan,
  "set-password": setPassword,
};
