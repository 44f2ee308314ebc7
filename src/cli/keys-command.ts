import { createApiKey } from "../accounts/api-keys.ts";
import { CommandError, findAccountByEmail, parseEmail, parseFlags, report, required, withServices, type Command } from "./cli-support.ts";

/** `doctools keys create --account E [--name N] [--json]`: the key is printed once and never again. */
const createKey: Command = async (config, args) => {
  const flags = parseFlags(args, { account: { type: "string" }, name: { type: "string" }, json: { type: "boolean" } });
  const email = parseEmail(required(flags.account, "account"), "account");
  await withServices(config, async (services) => {
    const account = await findAccountByEmail(services, email);
    // Spec §5.2: API access and keys come with the Developer plan and above.
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
};

/** `doctools keys revoke --account E --key KEY_ID`: takes effect on the key's next request. */
const revokeKey: Command = async (config, args) => {
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
};

export const keysCommands: Readonly<Record<string, Command>> = { create: createKey, revoke: revokeKey };
