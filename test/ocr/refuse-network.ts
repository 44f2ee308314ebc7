/**
 * Preloaded (node --import) into a process that must work offline: every way out to the
 * network throws, in the main thread and in worker threads alike (they inherit --import).
 */
import dns from "node:dns";
import net from "node:net";

const refuse = (what: string) => {
  throw new Error(`network access refused: ${what}`);
};
net.Socket.prototype.connect = function connect() {
  return refuse("socket connect");
} as typeof net.Socket.prototype.connect;
dns.lookup = ((host: string) => refuse(`DNS lookup of ${host}`)) as unknown as typeof dns.lookup;
globalThis.fetch = ((input: unknown) => refuse(`fetch ${String(input)}`)) as typeof fetch;
