import type { FastifyInstance } from "fastify";
import type { ExportBucket } from "../accounts/export-bucket-store.ts";
import { originOf, OutgoingFailure, parseOutgoingUrl } from "../common/outgoing-http.ts";
import { formField, seeOther, sendPage, signedInRoute, type DashboardDeps } from "./dashboard-routes.ts";
import { formatTime, html, type SafeHtml } from "./html-template.ts";
import { csrfField, notice, page, postButton } from "./layout.ts";
import type { SignedIn } from "./sessions.ts";

const NOTICES: Record<string, string> = {
  saved: "The bucket is saved. Calls that give export=account now put their results there.",
  removed: "The bucket is removed; calls can no longer give export=account.",
};

interface BucketForm {
  readonly endpoint: string;
  readonly region: string;
  readonly bucket: string;
  readonly prefix: string;
  readonly accessKeyId: string;
}

const emptyForm: BucketForm = { endpoint: "", region: "us-east-1", bucket: "", prefix: "", accessKeyId: "" };

/** The problems of a bucket form, each a sentence; none when it can be saved. */
function problems(form: BucketForm, secret: string, allowedOrigins: readonly string[]): string[] {
  const found: string[] = [];
  try {
    const url = parseOutgoingUrl(form.endpoint, "endpoint");
    if (url.protocol !== "https:" && !allowedOrigins.includes(originOf(url))) found.push("The endpoint must be an https:// address.");
  } catch (error) {
    if (!(error instanceof OutgoingFailure)) throw error;
    found.push(`The ${error.message}.`);
  }
  if (!/^[a-z0-9-]{1,40}$/.test(form.region)) found.push("The region is a short name such as us-east-1 or eu-central-1.");
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(form.bucket)) found.push("The bucket name is 3 to 63 lower-case letters, digits, dots and hyphens.");
  if (form.prefix.length > 200 || form.prefix.startsWith("/") || form.prefix.split("/").some((part) => part === "." || part === "..") || /[\u0000-\u001f]/.test(form.prefix)) {
    found.push("The prefix is at most 200 characters, with no leading slash and no . or .. parts.");
  }
  if (form.accessKeyId.length < 1 || form.accessKeyId.length > 128) found.push("The access key id is needed (at most 128 characters).");
  if (secret.length < 1 || secret.length > 256) found.push("The secret access key is needed (at most 256 characters).");
  return found;
}

function storagePage(signedIn: SignedIn, bucket: ExportBucket | null, top: SafeHtml | null, form: BucketForm): string {
  const field = (id: keyof BucketForm, label: string, hint: string, type = "text") =>
    html`<div><label for="bucket-${id}">${label}</label>
  <input id="bucket-${id}" name="${id}" type="${type}" value="${form[id]}" aria-describedby="bucket-${id}-hint"${id === "prefix" ? "" : html` required`}>
  <p id="bucket-${id}-hint" class="hint">${hint}</p></div>`;
  return page(
    "Storage",
    html`${top}
<section class="card" aria-labelledby="current-heading">
  <h2 id="current-heading">Bucket for results</h2>
  ${
    bucket
      ? html`<dl class="facts">
    <dt>Endpoint</dt><dd><code>${bucket.endpoint}</code></dd>
    <dt>Bucket</dt><dd><code>${bucket.bucket}</code> (${bucket.region})</dd>
    <dt>Prefix</dt><dd><code>${bucket.prefix || "(none)"}</code></dd>
    <dt>Access key id</dt><dd><code>${bucket.accessKeyId}</code></dd>
    <dt>Secret access key</dt><dd>stored encrypted; never shown again</dd>
    <dt>Saved</dt><dd>${formatTime(bucket.updatedAt)}</dd>
  </dl>
  ${postButton(signedIn, "/dashboard/storage/remove", "Remove the bucket", null, "danger")}`
      : html`<p>No bucket yet. With one, a tool call or pipeline that gives <code>export=account</code> has its result put to <code>&lt;prefix&gt;&lt;job id&gt;/&lt;result name&gt;</code> in it when the job completes.</p>`
  }
</section>
<section class="card" aria-labelledby="set-heading">
  <h2 id="set-heading">${bucket ? "Replace the bucket" : "Add a bucket"}</h2>
  <form method="post" action="/dashboard/storage" class="stack-form">
    ${csrfField(signedIn)}
    ${field("endpoint", "Endpoint", "The S3 API address: https://s3.eu-central-1.amazonaws.com, https://<account>.r2.cloudflarestorage.com, a MinIO server's https:// address.", "url")}
    ${field("region", "Region", "us-east-1 for most S3-compatible servers.")}
    ${field("bucket", "Bucket", "The bucket's name; it must exist already.")}
    ${field("prefix", "Prefix (optional)", "Put before every key, e.g. doctools/results/.")}
    ${field("accessKeyId", "Access key id", "A key allowed to s3:PutObject in this bucket, and nothing more.")}
    <div><label for="bucket-secret">Secret access key</label>
    <input id="bucket-secret" name="secretAccessKey" type="password" required autocomplete="off" aria-describedby="bucket-secret-hint">
    <p id="bucket-secret-hint" class="hint">Stored encrypted with the service's key and never shown again.</p></div>
    <button type="submit">Save the bucket</button>
  </form>
</section>`,
    signedIn,
    "storage",
  );
}

/** The Storage page: an account's own S3-compatible bucket that results can be put to (`export=account`). */
export function registerStorageRoutes(server: FastifyInstance, deps: DashboardDeps): void {
  const { exportBuckets, secrets, config } = deps.services;

  server.get(
    "/storage",
    signedInRoute(deps, async (request, reply, signedIn) => {
      const query = request.query as Record<string, string | undefined>;
      const bucket = await exportBuckets.get(signedIn.account.id);
      return sendPage(reply, storagePage(signedIn, bucket, notice(NOTICES[query.notice ?? ""] ?? null), bucket ?? emptyForm));
    }),
  );

  server.post(
    "/storage",
    signedInRoute(deps, async (request, reply, signedIn) => {
      const read = (name: string) => (formField(request, name) ?? "").trim();
      let prefix = read("prefix");
      if (prefix !== "" && !prefix.endsWith("/")) prefix += "/";
      const form: BucketForm = { endpoint: read("endpoint"), region: read("region") || "us-east-1", bucket: read("bucket"), prefix, accessKeyId: read("accessKeyId") };
      const secret = formField(request, "secretAccessKey") ?? "";
      const found = problems(form, secret, config.urlAllowOrigins);
      if (found.length > 0) {
        const current = await exportBuckets.get(signedIn.account.id);
        return sendPage(reply, storagePage(signedIn, current, notice(`The bucket was not saved: ${found.join(" ")}`, "error"), form), 422);
      }
      await exportBuckets.set({ accountId: signedIn.account.id, ...form, sealedSecret: secrets.seal(secret), updatedAt: new Date() });
      return seeOther(reply, "/dashboard/storage?notice=saved");
    }),
  );

  server.post(
    "/storage/remove",
    signedInRoute(deps, async (_request, reply, signedIn) => {
      await exportBuckets.remove(signedIn.account.id);
      return seeOther(reply, "/dashboard/storage?notice=removed");
    }),
  );
}
