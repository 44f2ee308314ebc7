import type { Plan } from "../accounts/plans.ts";
import { formatSize } from "../common/byte-sizes.ts";
import { inlineToHtml } from "../openapi/text-to-html.ts";
import { PAGE_SELECTION_SYNTAX } from "../pdf/page-selection.ts";
import type { FieldSpec } from "../tools/fields.ts";
import type { AnyTool } from "../tools/tool-definition.ts";
import { csrfTokenFor } from "./csrf.ts";
import { html, SafeHtml } from "./html-template.ts";
import type { SignedIn } from "./sessions.ts";

/** "pageSize" → "Page size": the form's label; the API name stays in the hint. */
function labelOf(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A declaration's description, whose `code` spans are shown as code. */
function described(text: string): SafeHtml {
  return new SafeHtml(inlineToHtml(text));
}

const selected = (on: boolean) => (on ? html` selected` : "");
const checked = (on: boolean) => (on ? html` checked` : "");

/**
 * The control of one field, from the same declaration the intake parses it with: choices for
 * enums, the declared default filled in, ranges as the input's bounds. `data-kind` tells the
 * page's script how to put the value into the form it sends.
 */
function control(name: string, spec: FieldSpec, id: string, hint: string): SafeHtml {
  const required = spec.required ? html` required aria-required="true"` : "";
  switch (spec.kind) {
    case "enum":
      return html`<select id="${id}" name="${name}" data-kind="enum" aria-describedby="${hint}"${required}>
  ${spec.default === undefined && !spec.required ? html`<option value="">(not set)</option>` : ""}${spec.values.map(
    (value) => html`<option value="${value}"${selected(value === spec.default)}>${value}</option>`,
  )}</select>`;
    case "integer":
      return html`<input id="${id}" name="${name}" data-kind="integer" type="number" inputmode="numeric" step="1" min="${spec.min}" max="${spec.max}" value="${spec.default ?? ""}" aria-describedby="${hint}"${required}>`;
    case "boolean":
      return html`<input id="${id}" name="${name}" data-kind="boolean" type="checkbox" class="check" aria-describedby="${hint}"${checked(spec.default === true)}>`;
    case "text":
      return html`<input id="${id}" name="${name}" data-kind="text" type="${spec.secret ? "password" : "text"}" maxlength="${spec.maxLength}" value="${spec.default ?? ""}" autocomplete="${spec.secret ? "new-password" : "off"}" aria-describedby="${hint}"${required}>`;
    case "pages":
      return html`<input id="${id}" name="${name}" data-kind="pages" type="text" inputmode="text" placeholder="e.g. 1,3,5-7" autocomplete="off" aria-describedby="${hint}"${required}>`;
    case "lines":
      return html`<textarea id="${id}" name="${name}" data-kind="lines" rows="4" aria-describedby="${hint}"${required}></textarea>`;
    case "boxes":
      return html`<textarea id="${id}" name="${name}" data-kind="boxes" rows="3" placeholder='[{"page":1,"x":72,"y":72,"width":200,"height":20}]' aria-describedby="${hint}"${required}></textarea>`;
    case "jsonObject":
      return html`<textarea id="${id}" name="${name}" data-kind="jsonObject" rows="4" placeholder="${JSON.stringify(spec.example)}" aria-describedby="${hint}"${required}></textarea>`;
    case "enumList":
      // Rendered by `field` as a group of checkboxes.
      return html``;
  }
}

function field(name: string, spec: FieldSpec): SafeHtml {
  const id = `field-${name}`;
  const hint = `${id}-hint`;
  const label = html`${labelOf(name)}${spec.required ? html` <span class="required">(required)</span>` : ""}`;
  const hintText = html`<p id="${hint}" class="hint">${described(spec.description)}${
    spec.kind === "pages" ? html` <span class="syntax">${described(PAGE_SELECTION_SYNTAX)}${spec.unique ? " Each page may be listed once." : ""}</span>` : ""
  } <span class="api-name">(<code>${name}</code>)</span></p>`;
  if (spec.kind === "enumList") {
    const chosen = new Set(spec.default ?? []);
    return html`<fieldset class="field choices" id="${id}" data-kind="enumList" data-name="${name}" aria-describedby="${hint}">
  <legend>${label}</legend>
  ${hintText}
  <div class="choice-grid">${spec.values.map(
    (value) => html`<label class="choice"><input type="checkbox" value="${value}"${checked(chosen.has(value))}> ${value}</label>`,
  )}</div>
</fieldset>`;
  }
  if (spec.kind === "boolean") {
    return html`<div class="field boolean">${control(name, spec, id, hint)}<label for="${id}">${label}</label>${hintText}</div>`;
  }
  return html`<div class="field"><label for="${id}">${label}</label>${control(name, spec, id, hint)}${hintText}</div>`;
}

/** What the file picker takes, in words: how many files, of what size, under this plan. */
function filesHint(tool: AnyTool, plan: Plan): string {
  const { minFiles, maxFiles, maxFileBytes } = tool.limits;
  const count =
    minFiles === maxFiles
      ? `${minFiles === 1 ? "One file" : `Exactly ${minFiles} files`}`
      : `${minFiles === 0 ? "Up to" : `${minFiles} to`} ${maxFiles} files${minFiles === 0 ? " (or none)" : ""}`;
  const largest = Math.min(maxFileBytes, plan.limits.maxFileBytes);
  const order = maxFiles > 1 ? " They are used in the order listed; move them with the buttons." : "";
  return `${count}, ${maxFiles === 1 ? "" : "each "}up to ${formatSize(largest)}.${order}`;
}

/**
 * A tool's form: files by drag and drop or the picker, the tool's fields from its declaration,
 * and the places the page's script fills in as the call goes (upload, queue, progress, result,
 * or the refusal or failure in the service's own words).
 */
export function toolForm(tool: AnyTool, plan: Plan, signedIn: SignedIn): SafeHtml {
  const fields = Object.entries(tool.fields as Record<string, FieldSpec>);
  const multiple = tool.limits.maxFiles > 1;
  return html`<form id="tool-form" class="card tool-form" method="post" action="/dashboard/tools/${tool.name}" enctype="multipart/form-data"
  data-csrf="${csrfTokenFor(signedIn.token)}" data-max-files="${tool.limits.maxFiles}" novalidate>
  <fieldset class="files">
    <legend>Files</legend>
    <div class="drop-zone" id="drop-zone">
      <label for="file-picker">${multiple ? "Drop files here, or choose them" : "Drop a file here, or choose it"}</label>
      <input id="file-picker" type="file"${multiple ? html` multiple` : ""} accept="${tool.limits.accepts.join(",")}" aria-describedby="files-hint">
      <p id="files-hint" class="hint">${filesHint(tool, plan)}</p>
    </div>
    <ol id="file-list" class="file-list" aria-label="Files to send"></ol>
    <p id="file-count" class="hint" role="status" aria-live="polite">No files chosen yet.</p>
  </fieldset>
  ${fields.length > 0 ? html`<fieldset class="options"><legend>Options</legend>${fields.map(([name, spec]) => field(name, spec))}</fieldset>` : ""}
  <details class="field">
    <summary>Name of the result</summary>
    <label for="field-fileName">Result file name</label>
    <input id="field-fileName" name="fileName" data-kind="text" type="text" maxlength="200" autocomplete="off" aria-describedby="field-fileName-hint">
    <p id="field-fileName-hint" class="hint">Optional, without the extension; by default the result is named after the first file.</p>
  </details>
  <p><button type="submit" id="run">Run ${tool.name}</button></p>
  <noscript><p class="notice error">This page sends files with JavaScript; turn it on for this site, or use the API.</p></noscript>
</form>
<section id="job" class="card job" aria-labelledby="job-heading" hidden>
  <h2 id="job-heading" tabindex="-1">This run</h2>
  <div class="progress-row" id="upload-row">
    <label for="upload-progress">Upload</label>
    <progress id="upload-progress" max="100" value="0"></progress>
    <span id="upload-text" class="hint"></span>
  </div>
  <div class="progress-row" id="work-row" hidden>
    <label for="work-progress">Processing</label>
    <progress id="work-progress" max="100"></progress>
    <span id="work-text" class="hint"></span>
  </div>
  <p id="job-status" role="status" aria-live="polite"></p>
  <div id="job-error" class="notice error" role="alert" hidden></div>
  <p id="job-result" hidden></p>
</section>`;
}
