/**
 * The architecture's floors, enforced: a module may import from its own floor and the floors
 * below it, never from one above. `npm test` runs this (npm run lint:floors).
 */
const floors = [
  ["command line", "^src/cli/"],
  ["app/server", "^src/app\\.ts$"],
  ["HTTP and dashboard", "^src/(http|dashboard)/"],
  ["API description: the OpenAPI document and the reference pages", "^src/openapi/"],
  ["composition root", "^src/(services|open-database)\\.ts$"],
  ["tool-call intake and sweepers", "^src/(intake|sweepers)/"],
  ["webhooks", "^src/webhooks/"],
  ["jobs", "^src/jobs/"],
  ["workers", "^src/workers/"],
  ["records: accounts, uploads, batches, idempotency keys, questions", "^src/(accounts|uploads|batches|idempotency|questions)/"],
  ["tools", "^src/tools/"],
  ["engines", "^src/(pdf|forms|images|ocr|office|browser|ai-model|document-text|extraction|einvoice|summaries|answers|translation|signatures)/"],
  ["storage, database", "^src/(storage|db)/"],
  ["errors, configuration, logging, metrics, secrets, shared contract", "^src/(errors/|config\\.ts$|logger\\.ts$|metrics/|secrets/|common/|contract/)"],
  // The API client (@doctools/client, packages/client) is for API users: at the bottom, it can import nothing of the service.
  ["API client", "^packages/client/src/"],
];

const forbidden = floors.slice(1).map(([name, path], index) => ({
  name: `no-import-up-from-${name.replace(/[^a-z]+/gi, "-").toLowerCase()}`,
  comment: `${name} may not import from a floor above it`,
  severity: "error",
  from: { path },
  to: { path: floors.slice(0, index + 1).map(([, above]) => `(${above})`).join("|") },
}));

module.exports = {
  forbidden: [
    ...forbidden,
    {
      name: "only-the-command-line-uses-the-client",
      comment: "the service never depends on its own API client; the command line's user commands are built on it",
      severity: "error",
      from: { path: "^src/", pathNot: "^src/cli/" },
      to: { path: "^packages/client/" },
    },
    {
      name: "every-file-on-a-floor",
      comment: "every source file belongs to a floor; a new folder gets its place in .dependency-cruiser.cjs",
      severity: "error",
      from: { path: "^src/", pathNot: floors.map(([, path]) => `(${path})`).join("|") },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    includeOnly: "^(src|packages/client/src)/",
    tsPreCompilationDeps: true,
    parser: "swc",
    enhancedResolveOptions: { extensions: [".ts", ".js"] },
  },
};
