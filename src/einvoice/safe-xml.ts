import { XMLParser, XMLValidator } from "fast-xml-parser";

/**
 * XML from an untrusted attachment, parsed into plain objects without ever expanding an entity:
 * a document type declaration (where entities, and so entity bombs and external references,
 * are declared) is refused outright, and the five predefined entities and character references
 * are decoded here by hand. Namespace prefixes are dropped (CII writes `ram:`, UBL `cbc:`/`cac:`,
 * and generators choose their own), attributes kept with an `@` prefix, values kept as text.
 *
 * Limits: no DTD, no external entities, no XInclude; at most `MAX_DEPTH` levels of nesting.
 */

export type XmlNode = { readonly [name: string]: XmlValue };
export type XmlValue = string | XmlNode | XmlValue[];

const MAX_DEPTH = 64;

export class XmlRefused extends Error {}

const PREDEFINED: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(?:#x([0-9a-f]{1,6})|#(\d{1,7})|(lt|gt|amp|quot|apos));/giu, (whole, hex: string | undefined, dec: string | undefined, name: string | undefined) => {
    if (name) return PREDEFINED[name.toLowerCase()] ?? whole;
    const code = hex ? parseInt(hex, 16) : Number(dec);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  removeNSPrefix: true,
  processEntities: false,
  htmlEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  commentPropName: false,
  textNodeName: "#text",
  tagValueProcessor: (_name, value) => decodeEntities(value),
  attributeValueProcessor: (_name, value) => decodeEntities(value),
});

export function parseXml(bytes: Buffer): XmlNode {
  // A byte order mark may lead (one generator in the corpus writes one).
  const text = bytes.toString("utf8").replace(/^\uFEFF/u, "");
  if (/<!DOCTYPE/iu.test(text) || /<!ENTITY/iu.test(text)) throw new XmlRefused("it declares a document type (DOCTYPE), which may define entities, and is not read");
  const valid = XMLValidator.validate(text);
  if (valid !== true) throw new XmlRefused(`it is not well-formed XML (line ${valid.err.line}: ${valid.err.msg})`);
  let depth = 0;
  let deepest = 0;
  for (const m of text.matchAll(/<(\/?)[^!?][^>]*?(\/?)>/gu)) {
    if (m[1]) depth--;
    else if (!m[2]) deepest = Math.max(deepest, ++depth);
  }
  if (deepest > MAX_DEPTH) throw new XmlRefused(`it nests elements more than ${MAX_DEPTH} levels deep`);
  return parser.parse(text) as XmlNode;
}

/** The children named `name` of a node (always a list: XML repeats what it likes). */
export function children(node: XmlValue | undefined, name: string): XmlValue[] {
  if (node === undefined || typeof node === "string" || Array.isArray(node)) return [];
  const value = node[name];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** The node at a path of child names, the first of each. */
export function at(node: XmlValue | undefined, ...path: string[]): XmlValue | undefined {
  let current = node;
  for (const name of path) {
    current = children(current, name)[0];
    if (current === undefined) return undefined;
  }
  return current;
}

/** Every node at a path, all of each step's children. */
export function all(node: XmlValue | undefined, ...path: string[]): XmlValue[] {
  let current: XmlValue[] = node === undefined ? [] : [node];
  for (const name of path) current = current.flatMap((n) => children(n, name));
  return current;
}

/** A node's text (an element with attributes keeps its text under `#text`), or null. */
export function textOf(node: XmlValue | undefined): string | null {
  if (node === undefined) return null;
  if (typeof node === "string") return node === "" ? null : node;
  if (Array.isArray(node)) return textOf(node[0]);
  const text = node["#text"];
  return typeof text === "string" && text !== "" ? text : null;
}

export function attribute(node: XmlValue | undefined, name: string): string | null {
  if (node === undefined || typeof node === "string" || Array.isArray(node)) return null;
  const value = node[`@${name}`];
  return typeof value === "string" ? value : null;
}

/** The text at a path, or null. */
export function textAt(node: XmlValue | undefined, ...path: string[]): string | null {
  return textOf(at(node, ...path));
}
