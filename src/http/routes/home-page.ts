import type { Tag } from "../../openapi/openapi-types.ts";
import { defineEndpoint } from "../endpoint.ts";

const homeTag: Tag = { name: "Home", description: "The page a browser finds at the service's address." };

/**
 * A person who opens the service's address in a browser learns what it is and where to go:
 * the reference, the dashboard, the health checks. Unknown API paths still answer with a JSON
 * problem; only `/` itself is this page.
 */
export const homePageEndpoints = [
  defineEndpoint({
    method: "GET",
    path: "/",
    operationId: "getHomePage",
    summary: "Read what this service is",
    description: "A short HTML page: what the service does, with links to the API reference, the dashboard and the health checks.",
    tag: homeTag,
    auth: "public",
    responses: { 200: { description: "The page.", content: { "text/html": { schema: { type: "string" } } } } },
    handler: async (_request, reply) =>
      reply
        .type("text/html; charset=utf-8")
        .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'")
        .header("cache-control", "public, max-age=300")
        .send(HOME_PAGE),
  }),
];

const HOME_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>doctools</title>
<style>
body{font:16px/1.55 system-ui,sans-serif;color:#1d1d1f;max-width:42rem;margin:0 auto;padding:2rem 1.2rem}
h1{margin:0 0 .3rem}p.lead{margin-top:0;color:#444}ul{padding-left:1.2rem}li{margin:.35rem 0}
a{color:#0b5cad}code{background:#f2f2f4;padding:0 .25em;border-radius:3px;font-size:90%;overflow-wrap:anywhere}
</style>
</head>
<body>
<main>
<h1>doctools</h1>
<p class="lead">A document-tools service: PDFs merged, split, rotated, compressed, watermarked, protected, redacted, compared and made searchable; images converted; Office files and web pages printed to PDF; summaries, answers and data read from PDFs.</p>
<p>Each tool is an HTTP call: send files to <code>POST /v1/&lt;tool&gt;</code> with your API key in <code>X-Api-Key</code>, then fetch the job's result. Results are named after your first file with what was done (<code>report-watermarked.pdf</code>).</p>
<ul>
<li><a href="/docs">API reference</a>: every tool with its fields, and examples with curl and the client (the same as <a href="/v1/openapi.json">the OpenAPI document</a>).</li>
<li><a href="/dashboard">Dashboard</a>: sign in to manage API keys, webhooks and usage.</li>
<li>Health: <a href="/healthz">/healthz</a> (the process is up) and <a href="/readyz">/readyz</a> (it can take work).</li>
</ul>
</main>
</body>
</html>
`;
