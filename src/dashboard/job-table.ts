import { formatSize } from "../common/byte-sizes.ts";
import { resultGone } from "../http/routes/job-routes.ts";
import type { JobRecord } from "../jobs/job.ts";
import { formatTime, html, type SafeHtml } from "./html-template.ts";

/** Where the signed-in user downloads a job's result (checked against the session's account). */
export const resultAddress = (jobId: string) => `/dashboard/jobs/${encodeURIComponent(jobId)}/result`;

/** True while a finished job's result can still be downloaded. */
export function downloadable(job: JobRecord, now: Date): boolean {
  return job.status === "Completed" && !resultGone(job, now);
}

function resultCell(job: JobRecord, now: Date): SafeHtml {
  if (downloadable(job, now)) {
    return html`<a href="${resultAddress(job.id)}" download>Download<span class="visually-hidden"> ${job.fileName}</span></a>
  <br><small>${formatSize(job.resultBytes ?? 0)} · until ${formatTime(job.resultExpiresAt)}</small>`;
  }
  if (job.status === "Completed") return html`<small>Expired or deleted</small>`;
  return html`<small>—</small>`;
}

function jobRow(job: JobRecord, now: Date): SafeHtml {
  return html`<tr>
  <td data-label="Submitted">${formatTime(job.createdAt)}</td>
  <td data-label="Tool">${job.operation}</td>
  <td data-label="File">${job.fileName}</td>
  <td data-label="Status"><span class="status status-${job.status.toLowerCase()}">${job.status}</span>${job.error ? html`<br><small>${job.error.code}: ${job.error.detail}</small>` : ""}</td>
  <td data-label="Result">${resultCell(job, now)}</td>
</tr>`;
}

/** The account's recent jobs, newest first, each finished one with its download while it lasts. */
export function recentJobsTable(jobs: readonly JobRecord[], shown: number, now: Date): SafeHtml {
  if (jobs.length === 0) return html`<p>No jobs yet.</p>`;
  return html`<div class="scroll"><table class="stack jobs">
    <caption class="visually-hidden">The ${shown} most recent jobs, newest first</caption>
    <thead><tr><th scope="col">Submitted</th><th scope="col">Tool</th><th scope="col">File</th><th scope="col">Status</th><th scope="col">Result</th></tr></thead>
    <tbody>${jobs.map((job) => jobRow(job, now))}</tbody>
  </table></div>`;
}
