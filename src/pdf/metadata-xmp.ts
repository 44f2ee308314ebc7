/**
 * The XMP packet (ISO 16684-1) that says what the document information dictionary says, so
 * that readers of either find the same title, author and dates. An existing packet keeps
 * everything else it holds (PDF/A identification, rights, custom schemas): only the
 * properties kept in step here are taken out of it and written anew.
 */

export interface XmpValues {
  readonly title: string | null;
  readonly author: string | null;
  readonly subject: string | null;
  readonly keywords: string | null;
  readonly creator: string | null;
  readonly producer: string | null;
  /** ISO 8601. */
  readonly creationDate: string | null;
  readonly modificationDate: string | null;
  readonly language: string | null;
}

/** The properties this module writes; any other copy of them in a packet is removed first. */
const MANAGED = ["dc:title", "dc:creator", "dc:description", "dc:subject", "dc:language", "pdf:Keywords", "pdf:Producer", "xmp:CreatorTool", "xmp:CreateDate", "xmp:ModifyDate", "xmp:MetadataDate"];

const NAMESPACES =
  'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:xmp="http://ns.adobe.com/xap/1.0/" xmlns:pdf="http://ns.adobe.com/pdf/1.3/"';

/** Whether any value is set: a packet saying nothing is not written. */
export function hasXmpValues(values: XmpValues): boolean {
  return Object.values(values).some((value) => value !== null);
}

/**
 * `existing` (a packet's text, or null) with the managed properties replaced by `values`; a
 * new packet when there is none or it cannot be read as one.
 */
export function writeXmp(existing: string | null, values: XmpValues, now: string): string {
  const description = describe(values, now);
  if (existing !== null) {
    const rdfEnd = existing.lastIndexOf("</rdf:RDF>");
    if (existing.includes("<rdf:RDF") && rdfEnd > 0) {
      const cleaned = removeManaged(existing.slice(0, rdfEnd));
      return `${cleaned}${description}\n${existing.slice(rdfEnd)}`;
    }
  }
  return [
    '<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>',
    '<x:xmpmeta xmlns:x="adobe:ns:meta/">',
    '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
    description,
    "</rdf:RDF>",
    "</x:xmpmeta>",
    // Room for an editor to grow the packet in place, as the XMP specification recommends.
    `${" ".repeat(99)}\n`.repeat(20) + '<?xpacket end="w"?>',
  ].join("\n");
}

function describe(values: XmpValues, now: string): string {
  const parts: string[] = [];
  const alt = (name: string, text: string) => `<${name}><rdf:Alt><rdf:li xml:lang="x-default">${escape(text)}</rdf:li></rdf:Alt></${name}>`;
  const list = (name: string, kind: "Seq" | "Bag", items: readonly string[]) =>
    `<${name}><rdf:${kind}>${items.map((item) => `<rdf:li>${escape(item)}</rdf:li>`).join("")}</rdf:${kind}></${name}>`;
  const plain = (name: string, text: string) => `<${name}>${escape(text)}</${name}>`;
  if (values.title !== null) parts.push(alt("dc:title", values.title));
  if (values.author !== null) parts.push(list("dc:creator", "Seq", [values.author]));
  if (values.subject !== null) parts.push(alt("dc:description", values.subject));
  if (values.keywords !== null) {
    parts.push(plain("pdf:Keywords", values.keywords));
    const words = values.keywords.split(/[,;]/).map((word) => word.trim()).filter((word) => word !== "");
    if (words.length > 0) parts.push(list("dc:subject", "Bag", words));
  }
  if (values.language !== null) parts.push(list("dc:language", "Bag", [values.language]));
  if (values.creator !== null) parts.push(plain("xmp:CreatorTool", values.creator));
  if (values.producer !== null) parts.push(plain("pdf:Producer", values.producer));
  if (values.creationDate !== null) parts.push(plain("xmp:CreateDate", values.creationDate));
  if (values.modificationDate !== null) parts.push(plain("xmp:ModifyDate", values.modificationDate));
  parts.push(plain("xmp:MetadataDate", now));
  return `<rdf:Description rdf:about="" ${NAMESPACES}>\n${parts.join("\n")}\n</rdf:Description>`;
}

/** The packet's text without any managed property, whether written as an element or as an attribute. */
function removeManaged(text: string): string {
  let out = text;
  for (const name of MANAGED) {
    const escaped = name.replace(":", "\\:");
    out = out.replace(new RegExp(`<${escaped}(\\s[^>]*)?/>`, "g"), "");
    out = out.replace(new RegExp(`<${escaped}(\\s[^>]*)?>[\\s\\S]*?</${escaped}>`, "g"), "");
    out = out.replace(new RegExp(`\\s${escaped}\\s*=\\s*("[^"]*"|'[^']*')`, "g"), "");
  }
  return out;
}

function escape(text: string): string {
  // Control characters other than tab and line breaks cannot appear in XML at all.
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, "").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
