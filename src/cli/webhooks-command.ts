import { WebhookEndpointError } from "../webhooks/endpoint-rules.ts";
import { CommandError, findAccountByEmail, parseEmail, parseFlags, report, required, UsageError, withServices, type CommandSpec } from "./cli-support.ts";

const add: CommandSpec = {
  flags: "--account E --url URL [--json]",
  summary: "Adds a webhook endpoint to an account and prints its signing secret, once.",
  help: [
    "  --account E   the account's email address; its plan must have webhooks",
    "  --url URL     an https:// URL whose host resolves to public addresses only",
    "                (DOCTOOLS_WEBHOOK_ALLOW_PRIVATE=1 also allows http:// and private addresses)",
    "  --json        print { \"id\", \"url\", \"secret\" }",
    "",
    "An account has at most 5 endpoints. The signing secret is shown only now.",
  ],
  async run(config, args) {
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
  },
};

export const webhooksCommands: Readonly<Record<string, CommandSpec>> = { add };
