import { WebhookEndpointError } from "../webhooks/endpoint-rules.ts";
import { CommandError, findAccountByEmail, parseEmail, parseFlags, report, required, UsageError, withServices, type Command } from "./cli-support.ts";

/** `doctools webhooks add --account E --url URL [--json]`: the signing secret is printed once. */
const addWebhook: Command = async (config, args) => {
  const flags = parseFlags(args, { account: { type: "string" }, url: { type: "string" }, json: { type: "boolean" } });
  const email = parseEmail(required(flags.account, "account"), "account");
  const url = required(flags.url, "url");
  await withServices(config, async (services) => {
    const account = await findAccountByEmail(services, email);
    try {
      const { endpoint, secret } = await services.webhooks.addEndpoint(account, url);
      report(flags.json, { id: endpoint.id, url: endpoint.url, secret }, [
        `Added webhook endpoint ${endpoint.id} for ${account.email}: ${endpoint.url}`,
        "Its signing secret is shown only now; keep it:",
        "",
        `  ${secret}`,
        "",
      ]);
    } catch (error) {
      if (!(error instanceof WebhookEndpointError)) throw error;
      // A URL that can never be accepted is a bad flag; the rest depend on the account's state.
      if (error.reason === "url") throw new UsageError(`--url refused: ${error.message}`);
      throw new CommandError(`cannot add the endpoint to ${account.email}: ${error.message}`);
    }
  });
};

export const webhooksCommands: Readonly<Record<string, Command>> = { add: addWebhook };
