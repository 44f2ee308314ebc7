import { escapeHtml } from "../common/html.ts";

/**
 * Renders the small Markdown subset the OpenAPI descriptions use (paragraphs, `## ` headings,
 * `- ` and `1. ` lists, `code`, **bold**, [links](/path)) as HTML. Every piece of text is
 * escaped first; links go only to this service's own paths or https addresses.
 */
export function textToHtml(source: string, headingLevel = 3): string {
  return source
    .trim()
    .split(/\n\s*\n/)
    .map((block) => renderBlock(block.trim().split("\n"), headingLevel))
    .join("\n");
}

function renderBlock(lines: string[], headingLevel: number): string {
  const first = lines[0] ?? "";
  if (lines.length === 1 && first.startsWith("## ")) {
    const text = first.slice(3);
    return `<h${headingLevel} id="${slugify(text)}">${inlineToHtml(text)}</h${headingLevel}>`;
  }
  if (lines.every((line) => line.startsWith("- "))) return `<ul>${lines.map((line) => `<li>${inlineToHtml(line.slice(2))}</li>`).join("")}</ul>`;
  if (lines.every((line) => /^\d+\. /.test(line))) {
    return `<ol>${lines.map((line) => `<li>${inlineToHtml(line.replace(/^\d+\. /, ""))}</li>`).join("")}</ol>`;
  }
  return `<p>${inlineToHtml(lines.join(" "))}</p>`;
}

/** Inline markup of one line; code spans are taken literally. */
export function inlineToHtml(text: string): string {
  return text
    .split(/(`[^`]*`)/)
    .map((part, index) => {
      if (index % 2 === 1) return `<code>${escapeHtml(part.slice(1, -1))}</code>`;
      return escapeHtml(part)
        .replace(/\*\*([^*]+)\*\*/g, "<strong>$1</strong>")
        .replace(/\[([^\]]+)\]\(((?:\/|#|https:\/\/)[^)\s]*)\)/g, '<a href="$2">$1</a>');
    })
    .join("");
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
