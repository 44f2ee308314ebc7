import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import http from "node:http";
import net, { isIP, type LookupFunction, type Socket } from "node:net";
import type { Duplex } from "node:stream";
import { guardedLookup, RefusedAddress, type HostLookup } from "../common/guarded-lookup.ts";
import { isPublicAddress } from "../common/public-address.ts";
import { contentTypeOf, findSiteFile, SITE_HOST, type SiteFiles } from "./site-files.ts";

/** Where a job's page may fetch from. */
export type GuardRoute =
  /** Only the job's own files, on the job's made-up origin. */
  | { readonly kind: "files"; readonly site: SiteFiles }
  /**
   * Public addresses on the web, each checked when its connection is made. `lookup` replaces the
   * resolver that enforces this (tests give a name of their own a local address; nothing else may).
   */
  | { readonly kind: "web"; readonly allowPrivate: boolean; readonly resolve?: HostLookup; readonly lookup?: LookupFunction }
  /** Nothing at all: the browser's own traffic outside a job. */
  | { readonly kind: "none" };

export interface GuardLimits {
  /** Requests (and tunnels) a page may make in all. */
  readonly maxRequests: number;
  /** Bytes one response (or one tunnel) may bring. */
  readonly maxResponseBytes: number;
  /** Bytes all of a page's responses may bring together. */
  readonly maxTotalBytes: number;
}

export const defaultGuardLimits: GuardLimits = { maxRequests: 2000, maxResponseBytes: 50 * 1024 * 1024, maxTotalBytes: 250 * 1024 * 1024 };

/** Headers that belong to one hop, not to the request or response forwarded. */
const hopByHop = new Set(["connection", "keep-alive", "proxy-connection", "proxy-authenticate", "proxy-authorization", "te", "trailer", "transfer-encoding", "upgrade"]);

/**
 * The only way out for a Chromium: every request it makes goes through this proxy, on the
 * loopback interface of the worker, and this decides what is reached. Chromium resolves no
 * name itself (it is told every name fails), so the address a connection goes to is the one
 * checked here, when the connection is made: a name that resolves to a private address, in
 * whatever spelling, at whatever moment, is refused.
 */
export class NetworkGuard {
  readonly port: number;
  /** Requests and tunnels asked for so far. */
  requests = 0;
  /** What was refused, for the record ("GET http://127.0.0.1:8080/: …"), at most 100. */
  readonly refusals: string[] = [];
  private readonly server: http.Server;
  private readonly route: GuardRoute;
  private readonly limits: GuardLimits;
  private readonly failures = new Map<string, string>();
  private readonly sockets = new Set<Duplex>();
  private totalBytes = 0;
  private closed = false;

  private constructor(server: http.Server, port: number, route: GuardRoute, limits: GuardLimits) {
    this.server = server;
    this.port = port;
    this.route = route;
    this.limits = limits;
  }

  static async start(route: GuardRoute, limits: GuardLimits = defaultGuardLimits): Promise<NetworkGuard> {
    const server = http.createServer({ requestTimeout: 0, headersTimeout: 60_000 });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(0, "127.0.0.1", () => resolve());
    });
    const guard = new NetworkGuard(server, (server.address() as net.AddressInfo).port, route, limits);
    server.on("connection", (socket) => guard.track(socket));
    server.on("request", (request, response) => void guard.onRequest(request, response));
    server.on("connect", (request, socket) => guard.onConnect(request, socket as Socket));
    // A WebSocket through a proxy is a CONNECT tunnel; an upgrade sent to the proxy itself is not meant for it.
    server.on("upgrade", (_request, socket) => socket.destroy());
    server.on("clientError", (_error, socket) => socket.destroy());
    return guard;
  }

  /** The sentence saying why `url`'s host could not be reached, when the guard was the one to fail it. */
  failureFor(url: URL): string | null {
    return this.failures.get(hostKey(url.hostname, url.port || (url.protocol === "https:" ? "443" : "80"))) ?? null;
  }

  /** Stops serving and cuts every connection still open: nothing of a job goes on after it. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const socket of this.sockets) socket.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private track(socket: Duplex): void {
    if (this.closed) {
      socket.destroy();
      return;
    }
    this.sockets.add(socket);
    socket.once("close", () => this.sockets.delete(socket));
  }

  private refuse(what: string, host: string, port: string, reason: string): void {
    this.failures.set(hostKey(host, port), reason);
    if (this.refusals.length < 100) this.refusals.push(`${what}: ${reason}`);
  }

  private overRequestLimit(): boolean {
    this.requests++;
    return this.requests > this.limits.maxRequests;
  }

  private async onRequest(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    let url: URL;
    try {
      url = new URL(request.url ?? "");
    } catch {
      response.writeHead(400).end();
      return;
    }
    const port = url.port || "80";
    const what = `${request.method} ${url.href}`;
    if (this.overRequestLimit()) {
      this.refuse(what, url.hostname, port, `the page made more than ${this.limits.maxRequests} requests`);
      response.writeHead(429, { "content-type": "text/plain" }).end("Too many requests");
      return;
    }
    if (url.protocol !== "http:") {
      this.refuse(what, url.hostname, port, "only http and https addresses are fetched");
      response.writeHead(403).end();
      return;
    }
    const route = this.route;
    if (route.kind === "files") {
      if (url.hostname !== SITE_HOST || port !== "80") {
        this.refuse(what, url.hostname, port, "a page printed from files may load only the files sent with it");
        response.writeHead(403, { "content-type": "text/plain" }).end("Only the job's own files can be loaded.");
        return;
      }
      await this.serveFile(route.site, url, request, response);
      return;
    }
    if (route.kind === "none") {
      this.refuse(what, url.hostname, port, "no request is allowed outside a job");
      response.writeHead(403).end();
      return;
    }
    this.forward(route, url, request, response);
  }

  private async serveFile(site: SiteFiles, url: URL, request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const found = request.method === "GET" || request.method === "HEAD" ? findSiteFile(site, url.pathname) : null;
    const size = found === null ? null : await fs.stat(found.file).then((stat) => (stat.isFile() ? stat.size : null), () => null);
    if (found === null || size === null) {
      response.writeHead(404, { "content-type": "text/plain" }).end("Not among the job's files.");
      return;
    }
    // No caching between jobs and no sniffing: a file is what its name says.
    response.writeHead(200, { "content-type": contentTypeOf(found.name), "content-length": size, "cache-control": "no-store", "x-content-type-options": "nosniff" });
    if (request.method === "HEAD") {
      response.end();
      return;
    }
    createReadStream(found.file).on("error", () => response.destroy()).pipe(response);
  }

  private lookupFor(route: Extract<GuardRoute, { kind: "web" }>): LookupFunction {
    return route.lookup ?? guardedLookup(route.allowPrivate, route.resolve);
  }

  /** Null when the host may be dialled; otherwise why not. A literal address is checked here, since no lookup is made for it. */
  private literalRefusal(route: Extract<GuardRoute, { kind: "web" }>, host: string): string | null {
    const bare = host.replace(/^\[(.*)\]$/, "$1");
    if (isIP(bare) !== 0 && !route.allowPrivate && !isPublicAddress(bare)) return `${bare} is not a public address`;
    return null;
  }

  private forward(route: Extract<GuardRoute, { kind: "web" }>, url: URL, request: http.IncomingMessage, response: http.ServerResponse): void {
    const port = url.port || "80";
    const what = `${request.method} ${url.href}`;
    const literal = this.literalRefusal(route, url.hostname);
    if (literal) {
      this.refuse(what, url.hostname, port, literal);
      response.writeHead(403, { "content-type": "text/plain" }).end("Only public addresses can be loaded.");
      return;
    }
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(request.headers)) if (!hopByHop.has(name)) headers[name] = value;
    const upstream = http.request({
      host: url.hostname.replace(/^\[(.*)\]$/, "$1"),
      port: Number(port),
      path: `${url.pathname}${url.search}`,
      method: request.method,
      headers,
      lookup: this.lookupFor(route),
      agent: false,
    });
    upstream.on("socket", (socket) => this.track(socket));
    upstream.on("error", (error) => {
      this.refuse(what, url.hostname, port, describeConnectError(url.hostname, error));
      if (!response.headersSent) response.writeHead(502, { "content-type": "text/plain" }).end("The address could not be reached.");
      else response.destroy();
    });
    upstream.on("response", (answer) => {
      const out: http.OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(answer.headers)) if (!hopByHop.has(name)) out[name] = value;
      response.writeHead(answer.statusCode ?? 502, out);
      let bytes = 0;
      answer.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
        this.totalBytes += chunk.length;
        if (bytes > this.limits.maxResponseBytes || this.totalBytes > this.limits.maxTotalBytes) {
          this.refuse(what, url.hostname, port, `its answer was larger than a page may load (${Math.round(this.limits.maxResponseBytes / 1048576)} MB)`);
          answer.destroy();
          response.destroy();
          return;
        }
        if (!response.write(chunk)) {
          answer.pause();
          response.once("drain", () => answer.resume());
        }
      });
      answer.on("end", () => response.end());
      answer.on("error", () => response.destroy());
    });
    request.pipe(upstream);
  }

  /** https and WebSockets: a tunnel, opened only to a public address, with the bytes it brings counted. */
  private onConnect(request: http.IncomingMessage, client: Socket): void {
    this.track(client);
    client.on("error", () => client.destroy());
    let host: string;
    let port: string;
    try {
      const target = new URL(`http://${request.url ?? ""}`);
      host = target.hostname;
      port = target.port || "443";
    } catch {
      client.end("HTTP/1.1 400 Bad Request\r\n\r\n");
      return;
    }
    const what = `CONNECT ${host}:${port}`;
    const route = this.route;
    const refuseWith = (reason: string) => {
      this.refuse(what, host, port, reason);
      client.end("HTTP/1.1 403 Forbidden\r\n\r\n");
    };
    if (this.overRequestLimit()) return refuseWith(`the page made more than ${this.limits.maxRequests} requests`);
    if (route.kind === "files") return refuseWith("a page printed from files may load only the files sent with it");
    if (route.kind === "none") return refuseWith("no request is allowed outside a job");
    const literal = this.literalRefusal(route, host);
    if (literal) return refuseWith(literal);
    const upstream = net.connect({ host: host.replace(/^\[(.*)\]$/, "$1"), port: Number(port), lookup: this.lookupFor(route) });
    this.track(upstream);
    upstream.once("error", (error) => {
      this.refuse(what, host, port, describeConnectError(host, error));
      if (upstream.connecting || !client.writable) client.end("HTTP/1.1 502 Bad Gateway\r\n\r\n");
      client.destroy();
    });
    upstream.once("connect", () => {
      client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
      let bytes = 0;
      upstream.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
        this.totalBytes += chunk.length;
        if (bytes > this.limits.maxResponseBytes || this.totalBytes > this.limits.maxTotalBytes) {
          this.refuse(what, host, port, "it sent more than a page may load");
          upstream.destroy();
          client.destroy();
        }
      });
      upstream.pipe(client);
      client.pipe(upstream);
      client.once("close", () => upstream.destroy());
      upstream.once("close", () => client.destroy());
    });
  }
}

function hostKey(host: string, port: string): string {
  return `${host.toLowerCase()}:${port}`;
}

/** What happened when a connection was tried, as the end of a sentence about `host`. */
export function describeConnectError(host: string, error: NodeJS.ErrnoException): string {
  if (error instanceof RefusedAddress) return error.message.includes("no addresses") ? `${host} has no address` : `${host} is not a public address (${error.message})`;
  switch (error.code) {
    case "ENOTFOUND":
    case "EAI_NONAME":
    case "EAI_NODATA":
      return `${host} could not be found (no such name)`;
    case "EAI_AGAIN":
      return `the name ${host} could not be looked up right now`;
    case "ECONNREFUSED":
      return `${host} refused the connection`;
    case "ETIMEDOUT":
      return `${host} did not answer`;
    case "EHOSTUNREACH":
    case "ENETUNREACH":
      return `${host} cannot be reached from here`;
    case "ECONNRESET":
      return `${host} closed the connection`;
    default:
      return `${host} could not be reached (${error.code ?? error.message})`;
  }
}
