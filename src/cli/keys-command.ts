import { createApiKey } from "../accounts/api-keys.ts";
import { CommandError, findAccountByEmail, formatTable, formatTime, parseEmail, parseFlags, report, required, withServices, type CommandSpec } from "./cli-support.ts";

const create: CommandSpec = {
  flags: "--account E [--name N] [--json]",
  summary: "Creates an API key and prints it, once.",
  help: [
    "  --account E   the account's email address; its plan must have API access",
    "  --name N      a name to recognise the key by (default: cli)",
    "  --json        print { \"id\", \"key\" }",
    "",
    "The key is shown only now; only its SHA-256 is stored.",
  ],
  async run(config, args) {
    const flags = parseFlags(args, { account: { type: "string" }, name: { type: "string" }, json: { type: "boolean" } });
    const email = parseEmail(required(flags.account, "account"), "account");
    await withServices(config, async (services) => {
      const account = await findAccountByEmail(services, email);
      // Only a plan with API access (Developer and above by default) may have keys.
      if (!services.plans.find(account.plan)?.apiAccess) {
        throw new CommandError(`the ${account.plan} plan of ${account.email} has no API access, so it cannot have API keys`);
      }
      const { record, key } = await createApiKey(services.accounts, account.id, flags.name?.trim() || "cli");
      report(flags.json, { id: record.id, key }, [
        `Created API key ${record.id} ("${record.name}") for ${account.email}. It is shown only now; keep it:`,
        "",
        `  ${key}`,
        "",
      ]);
    });
  },
};

const list: CommandSpec = {
  flags: "--account E [--json]",
  summary: "Lists an account's API keys, revoked ones included, never the keys themselves.",
  help: [
    "  --account E   the account's email address",
    "  --json        print one JSON array of { \"id\", \"name\", \"prefix\", \"createdAt\", \"lastUsedAt\",",
    "                \"revokedAt\" } (times ISO 8601 in UTC, null when never), [] when there are none",
    "",
    "The prefix is the key's first 8 characters, enough to recognise it; a key that is lost",
    "cannot be shown again: revoke it and create another.",
  ],
  async run(config, args) {
    const flags = parseFlags(args, { account: { type: "string" }, json: { type: "boolean" } });
    const email = parseEmail(required(flags.account, "account"), "account");
    await withServices(config, async (services) => {
      const account = await findAccountByEmail(services, email);
      const keys = await services.accounts.listApiKeys(account.id);
      const iso = (at: Date | null) => at?.toISOString() ?? null;
      report(
        flags.json,
        keys.map((key) => ({ id: key.id, name: key.name, prefix: key.prefix, createdAt: iso(key.createdAt), lastUsedAt: iso(key.lastUsedAt), revokedAt: iso(key.revokedAt) })),
        keys.length === 0
          ? [`${account.email} has no API keys.`]
          : formatTable([
              ["ID", "NAME", "PREFIX", "CREATED", "LAST USED", "REVOKED"],
              ...keys.map((key) => [key.id, key.name, `${key.prefix}…`, formatTime(key.createdAt), formatTime(key.lastUsedAt), formatTime(key.revokedAt)]),
            ]),
      );
    });
  },
};

const revoke: CommandSpec = {
  flags: "--account E --key KEY_ID",
  summary: "Revokes an API key; the API refuses it from its next request.",
  help: [
    "  --account E    the account's email address",
    "  --key KEY_ID   the key's id, as `keys create` and `keys list` print it (not the key itself)",
  ],
  async run(config, args) {
    const flags = parseFlags(args, { account: { type: "string" }, key: { type: "string" } });
    const email = parseEmail(required(flags.account, "account"), "account");
    const keyId = required(flags.key, "key");
    await withServices(config, async (services) => {
      const account = await findAccountByEmail(services, email);
      if (!(await services.accounts.revokeApiKey(account.id, keyId, new Date()))) {
        const known = (await services.accounts.listApiKeys(account.id)).find((key) => key.id === keyId);
        throw new CommandError(known ? `key ${keyId} of ${account.email} is already revoked` : `${account.email} has no API key with the id ${keyId}`);
      }
      process.stdout.write(`Revoked API key ${keyId} of ${account.email}.\n`);
    });
  },
};

export const keysCommands: Readonly<Record<string, CommandSpec>> = { create, list, revoke };
