import MarkdownIt from "markdown-it";
import { escapeHtml } from "../common/html.ts";

const markdown = new MarkdownIt({ html: true, linkify: true, typographer: false });

/** A clean stylesheet for Markdown: readable body text, ruled tables, shaded code. */
const stylesheet = `
  @page { margin: 18mm 16mm; }
  html { font-family: "Open Sans", "DejaVu Sans", "Liberation Sans", Arial, sans-serif; font-size: 11pt; line-height: 1.5; color: #1f2328; }
  body { margin: 0; }
  h1, h2, h3, h4, h5, h6 { line-height: 1.25; margin: 1.4em 0 0.6em; break-after: avoid; }
  h1 { font-size: 2em; border-bottom: 1px solid #d0d7de; padding-bottom: 0.3em; }
  h2 { font-size: 1.5em; border-bottom: 1px solid #d0d7de; padding-bottom: 0.3em; }
  h3 { font-size: 1.25em; }
  p, ul, ol, table, pre, blockquote { margin: 0 0 1em; }
  ul, ol { padding-left: 2em; }
  a { color: #0969da; text-decoration: none; }
  code { font-family: "DejaVu Sans Mono", "Liberation Mono", Menlo, Consolas, monospace; font-size: 0.9em; background: #f3f4f6; padding: 0.1em 0.3em; border-radius: 4px; }
  pre { background: #f6f8fa; padding: 0.8em 1em; border-radius: 6px; white-space: pre-wrap; word-wrap: break-word; break-inside: avoid; }
  pre code { background: none; padding: 0; }
  table { border-collapse: collapse; width: auto; break-inside: auto; }
  th, td { border: 1px solid #d0d7de; padding: 0.35em 0.7em; text-align: left; vertical-align: top; }
  th { background: #f6f8fa; font-weight: 600; }
  tr { break-inside: avoid; }
  blockquote { color: #59636e; border-left: 0.25em solid #d0d7de; padding: 0 1em; margin-left: 0; }
  img { max-width: 100%; }
  hr { border: 0; border-top: 1px solid #d0d7de; }
  * { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
`;

/** A Markdown document as a whole HTML page, titled after its first heading. */
export function markdownToHtml(source: string, fallbackTitle: string): string {
  const tokens = markdown.parse(source, {});
  const headingAt = tokens.findIndex((token) => token.type === "heading_open");
  const title = headingAt >= 0 ? (tokens[headingAt + 1]?.content ?? fallbackTitle) : fallbackTitle;
  const body = markdown.renderer.render(tokens, markdown.options, {});
  return `<!doctype html>\n<html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${stylesheet}</style></head>\n<body>\n${body}</body></html>\n`;
}
