import { randomUUID } from "node:crypto";
import { hashPassword } from "../accounts/passwords.ts";
import { CommandError, parseEmail, parseFlags, report, required, UsageError, withServices, type Command } from "./cli-support.ts";

const MIN_PASSWORD_LENGTH = 8;

/** `doctools accounts create --email E --plan P [--name N] [--password PW] [--json]` (decisions §10). */
const createAccount: Command = async (config, args) => {
  const flags = parseFlags(args, {
    email: { type: "string" },
    plan: { type: "string" },
    name: { type: "string" },
    password: { type: "string" },
    json: { type: "boolean" },
  });
  const email = parseEmail(required(flags.email, "email"), "email");
  const planName = required(flags.plan, "plan");
  const password = flags.password;
  if (password !== undefined && password.length < MIN_PASSWORD_LENGTH) {
    throw new UsageError(`--password must be at least ${MIN_PASSWORD_LENGTH} characters`);
  }

  await withServices(config, async (services) => {
    // Plans are matched case-insensitively and stored by their canonical name.
    const plan = services.plans.find(planName);
    if (!plan) throw new UsageError(`--plan must be one of ${services.plans.names().join(", ")} (got "${planName}")`);
    if (await services.accounts.getAccountByEmail(email)) throw new CommandError(`an account with the email ${email} already exists`);
    const passwordHash = password === undefined ? null : await hashPassword(password);
    const name = flags.name?.trim() || email.slice(0, email.indexOf("@"));
    let account;
    try {
      account = await services.accounts.createAccount({ id: randomUUID(), email, name, plan: plan.name, passwordHash });
    } catch (error) {
      // Another process created the same address between the check and the insert.
      if (/UNIQUE/.test((error as Error).message)) throw new CommandError(`an account with the email ${email} already exists`);
      throw error;
    }
    report(flags.json, { id: account.id, email: account.email, plan: account.plan }, [
      `Created account ${account.id}: ${account.email} (${account.name}), ${account.plan} plan.`,
      password === undefined ? "It has no password; create an API key with: doctools keys create --account " + account.email : "",
    ].filter(Boolean));
  });
};

export const accountsCommands: Readonly<Record<string, Command>> = { create: createAccount };
