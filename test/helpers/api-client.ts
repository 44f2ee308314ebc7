import fs from "node:fs/promises";
import path from "node:path";
import assert from "node:assert/strict";
import { MAX_WAIT_SECONDS } from "../../src/http/waiting.ts";
import { becomes, eventually } from "./eventually.ts";
import type { TestApp } from "./test-app.ts";

export type FileArg = string | { name: string; data: Uint8Array | string };

/** Builds a multipart form: files from paths (or bytes), then text fields. */
export async function toolForm(files: FileArg[], fields: Record<string, string | string[]> = {}): Promise<FormData> {
  const form = new FormData();
  for (const file of files) {
    if (typeof file === "string") form.append("files", new Blob([await fs.readFile(file)]), path.basename(file));
    else form.append("files", new Blob([file.data]), file.name);
  }
  for (const [name, value] of Object.entries(fields)) {
    for (const v of [value].flat()) form.append(name, v);
  }
  return form;
}

export async function call(t: TestApp, method: string, url: string, init: { body?: RequestInit["body"]; headers?: Record<string, string>; key?: string | null } = {}) {
  const headers: Record<string, string> = { ...init.headers };
  const key = init.key === undefined ? t.key : init.key;
  if (key !== null) headers["x-api-key"] = key;
  return fetch(`${t.baseUrl}${url}`, { method, headers, ...(init.body === undefined ? {} : { body: init.body }) });
}

/** POSTs a tool call and returns the response with its parsed JSON body. */
export async function submit(t: TestApp, tool: string, files: FileArg[], fields: Record<string, string | string[]> = {}, key?: string) {
  const response = await call(t, "POST", `/v1/${tool}`, { body: await toolForm(files, fields), ...(key ? { key } : {}) });
  return { response, body: (await response.json()) as Record<string, any> };
}

/**
 * Waits until a job is Completed or Failed, asking with `wait` so that the answer comes the
 * moment it ends, as a client is told to: no stream of requests meanwhile. The default wait is
 * long enough for an engine's first start (LibreOffice, Chromium) on a machine the whole suite
 * keeps busy; a job that ends sooner ends the wait at once.
 */
export async function waitForJob(t: TestApp, id: string, { timeoutMs = 90_000, key }: { timeoutMs?: number; key?: string } = {}) {
  const deadline = Date.now() + timeoutMs;
  return eventually(
    async () => {
      const wait = Math.max(0, Math.min(MAX_WAIT_SECONDS, Math.floor((deadline - Date.now()) / 1000)));
      const response = await call(t, "GET", `/v1/jobs/${id}?wait=${wait}`, key ? { key } : {});
      assert.equal(response.status, 200);
      const job = (await response.json()) as Record<string, any>;
      return job.status === "Completed" || job.status === "Failed" ? job : null;
    },
    { timeoutMs, intervalMs: 25, what: `job ${id} ended` },
  );
}

/** Submits, waits, asserts Completed, and downloads the result bytes. */
export async function runTool(t: TestApp, tool: string, files: FileArg[], fields: Record<string, string | string[]> = {}) {
  const { response, body } = await submit(t, tool, files, fields);
  assert.equal(response.status, 202, JSON.stringify(body));
  const job = await waitForJob(t, body.id);
  assert.equal(job.status, "Completed", JSON.stringify(job.error));
  const result = await call(t, "GET", `/v1/jobs/${body.id}/result`);
  assert.equal(result.status, 200);
  return { job, bytes: new Uint8Array(await result.arrayBuffer()), response: result };
}

/** Submits and waits for a job expected to fail; returns its error. */
export async function runToolExpectingFailure(t: TestApp, tool: string, files: FileArg[], fields: Record<string, string | string[]> = {}) {
  const { response, body } = await submit(t, tool, files, fields);
  assert.equal(response.status, 202, JSON.stringify(body));
  const job = await waitForJob(t, body.id);
  assert.equal(job.status, "Failed");
  return job.error as { code: string; detail: string };
}

/** A response's JSON body, loosely typed for assertions. */
export async function json(response: Response): Promise<Record<string, any>> {
  return (await response.json()) as Record<string, any>;
}

/** Waits (up to `timeoutMs`) until `file` no longer exists; clean-up follows a job's last status change. */
export async function waitUntilGone(file: string, timeoutMs = 3000): Promise<boolean> {
  return becomes(() => fs.access(file).then(() => false, () => true), { timeoutMs });
}
