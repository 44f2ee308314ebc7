import { escapeHtml } from "../common/html.ts";

/** Markup that is already safe to send; everything else interpolated into `html` is escaped. */
export class SafeHtml {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
  toString(): string {
    return this.text;
  }
}

type Value = SafeHtml | string | number | null | undefined | false | readonly Value[];

function render(value: Value): string {
  if (value === null || value === undefined || value === false) return "";
  if (value instanceof SafeHtml) return value.text;
  if (Array.isArray(value)) return value.map(render).join("");
  return escapeHtml(String(value));
}

/** Tagged template: every interpolated value is escaped unless it is itself `html`. */
export function html(strings: TemplateStringsArray, ...values: Value[]): SafeHtml {
  let out = strings[0]!;
  values.forEach((value, index) => {
    out += render(value) + strings[index + 1]!;
  });
  return new SafeHtml(out);
}

/** "2026-11-22 15:04 UTC", or a dash for never. */
export function formatTime(at: Date | null): string {
  return at === null ? "—" : `${at.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}
