import { describe, it } from "node:test";
import { setTimeout as sleep } from "node:timers/promises";
import assert from "node:assert/strict";
import net from "node:net";
import { requestExactly } from "../helpers/raw-http.ts";
import { recordingLogger } from "../helpers/recording-logger.ts";
import { startTestApp } from "../helpers/test-app.ts";

/**
 * The client address the service resolved for each request, as its request log records it
 * (`req.remoteAddress` of "incoming request" is Fastify's `request.ip`, which the dashboard's
 * sign-in throttle counts by).
 */
async function addressesSeen(env: Record<string, string>, requests: Array<{ forwardedFor?: string; from?: string }>): Promise<string[]> {
  const { log, lines } = recordingLogger();
  const t = await startTestApp({ runJobs: false, log, env });
  try {
    const seen: string[] = [];
    for (const { forwardedFor, from } of requests) {
      const answer = await requestExactly(t.baseUrl, "GET", "/problems", forwardedFor ? { "x-forwarded-for": forwardedFor } : {}, "", from ? { localAddress: from } : {});
      assert.equal(answer.status, 200);
      const incoming = lines.filter((line) => line.msg === "incoming request");
      seen.push((incoming.at(-1)!.req as { remoteAddress: string }).remoteAddress);
    }
    return seen;
  } finally {
    await t.close();
  }
}

describe("the client's address behind reverse proxies (DOCTOOLS_TRUST_PROXY)", () => {
  it("ignores X-Forwarded-For when no proxy is trusted", async () => {
    assert.deepEqual(await addressesSeen({}, [{ forwardedFor: "203.0.113.7" }, { forwardedFor: "198.51.100.1, 203.0.113.7" }, {}]), ["127.0.0.1", "127.0.0.1", "127.0.0.1"]);
  });

  it("takes the client from X-Forwarded-For only as far back as the trusted proxies, and only from them", async () => {
    const seen = await addressesSeen({ DOCTOOLS_TRUST_PROXY: "127.0.0.1" }, [
      { forwardedFor: "203.0.113.7" },
      // The proxy appended the address it saw; what the client claimed before it is not believed.
      { forwardedFor: "198.51.100.1, 203.0.113.7" },
      // A peer that is not a trusted proxy cannot name another address.
      { forwardedFor: "203.0.113.7", from: "127.0.0.2" },
      {},
    ]);
    assert.deepEqual(seen, ["203.0.113.7", "203.0.113.7", "127.0.0.2", "127.0.0.1"]);
  });

  it("trusts a number of proxies in front of the service", async () => {
    const forwardedFor = "192.0.2.9, 198.51.100.1, 203.0.113.7";
    assert.deepEqual(await addressesSeen({ DOCTOOLS_TRUST_PROXY: "1" }, [{ forwardedFor }]), ["203.0.113.7"]);
    assert.deepEqual(await addressesSeen({ DOCTOOLS_TRUST_PROXY: "2" }, [{ forwardedFor }]), ["198.51.100.1"]);
  });

  it("does not cap the connections of a trusted proxy, only those of other addresses", async () => {
    const t = await startTestApp({ runJobs: false, env: { DOCTOOLS_TRUST_PROXY: "127.0.0.2", DOCTOOLS_MAX_CONNECTIONS_PER_ADDRESS: "2" } });
    const { port } = new URL(t.baseUrl);
    // Five connections held open at once from each address; the server closes those past the cap.
    const stillOpen = async (from: string) => {
      const sockets = Array.from({ length: 5 }, () => net.connect({ host: "127.0.0.1", port: Number(port), localAddress: from }).on("error", () => undefined));
      const open = new Set(sockets);
      for (const socket of sockets) socket.on("close", () => open.delete(socket)).on("end", () => open.delete(socket)).resume();
      // Long enough for the server to close those past the cap: what stays open after it is the answer.
      await sleep(300);
      for (const socket of sockets) socket.destroy();
      return open.size;
    };
    try {
      assert.equal(await stillOpen("127.0.0.2"), 5, "a trusted proxy's connections are not capped");
      assert.equal(await stillOpen("127.0.0.3"), 2, "another address's are");
    } finally {
      await t.close();
    }
  });
});
