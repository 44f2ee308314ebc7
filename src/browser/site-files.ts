/**
 * The files of one job's page, by the path the page asks for them with: a page printed from
 * files is served from these and nothing else. A request is answered by looking its path up
 * here, never by joining it to a folder, so no spelling of `..`, no encoded dot and no absolute
 * path can reach a file that is not the job's.
 */
export interface SiteFiles {
  /** The path of the page to print ("index.html"). */
  readonly entry: string;
  /** Path inside the site (no leading slash) to a local file. */
  readonly files: ReadonlyMap<string, string>;
  /** Uploaded assets are also found by their bare name, since uploads carry no folders. */
  readonly byBaseName: boolean;
}

/** The origin job files are served on: a name that can never resolve (RFC 6761's `.invalid`). */
export const SITE_HOST = "job.invalid";
export const SITE_ORIGIN = `http://${SITE_HOST}`;

/** The local file a request path names, with the name it has in the site (its type follows it), or null. */
export function findSiteFile(site: SiteFiles, requestPath: string): { readonly name: string; readonly file: string } | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath.split(/[?#]/, 1)[0]!);
  } catch {
    return null;
  }
  const key = decoded.replace(/^\/+/, "");
  const name = key === "" ? site.entry : key;
  const exact = site.files.get(name);
  if (exact !== undefined) return { name, file: exact };
  if (!site.byBaseName) return null;
  const base = name.slice(name.lastIndexOf("/") + 1);
  const byBase = site.files.get(base);
  return byBase === undefined ? null : { name: base, file: byBase };
}

const contentTypes: Readonly<Record<string, string>> = {
  html: "text/html; charset=utf-8",
  htm: "text/html; charset=utf-8",
  xhtml: "application/xhtml+xml",
  css: "text/css; charset=utf-8",
  js: "text/javascript; charset=utf-8",
  mjs: "text/javascript; charset=utf-8",
  json: "application/json",
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  avif: "image/avif",
  bmp: "image/bmp",
  ico: "image/x-icon",
  woff: "font/woff",
  woff2: "font/woff2",
  ttf: "font/ttf",
  otf: "font/otf",
  txt: "text/plain; charset=utf-8",
  xml: "application/xml",
};

export function contentTypeOf(name: string): string {
  const extension = name.slice(name.lastIndexOf(".") + 1).toLowerCase();
  return contentTypes[extension] ?? "application/octet-stream";
}
