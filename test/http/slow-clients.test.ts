import { after, afterEach, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import net from "node:net";
import { Readable } from "node:stream";
import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { call, json } from "../helpers/api-client.ts";
import { becomes } from "../helpers/eventually.ts";
import { parseAnswer, type RawAnswer } from "../helpers/raw-http.ts";
import { startTestApp, type TestApp } from "../helpers/test-app.ts";

const MiB = 1024 * 1024;

/** A raw connection whose every event is timed from its opening. */
interface Watched {
  readonly socket: net.Socket;
  /** The first answer, once the server has sent its head (its body cut at 1 MB). */
  answered(): RawAnswer | null;
  /** Bytes received so far. */
  received(): number;
  /** Milliseconds from opening to the server's FIN, or null until then. */
  finAt(): number | null;
  /** Milliseconds from opening until the server ended the connection (its FIN, or the close), or null if it has not after `limitMs`. */
  ended(limitMs: number): Promise<number | null>;
  /** Milliseconds from opening until the connection closed altogether, or null if it has not after `limitMs`. */
  closed(limitMs: number): Promise<number | null>;
}

/**
 * Half-open allowed: the client does not close when the server's FIN comes, so when the
 * connection ends is the server's choice. With `read: false` the connection starts paused: nothing
 * is read until the test resumes it, as a client that stopped reading.
 */
const opened = new Set<net.Socket>();

function connect(t: TestApp, options: { localAddress?: string; read?: boolean } = {}): Watched {
  const { hostname, port } = new URL(t.baseUrl);
  const openedAt = Date.now();
  const socket = net.connect({ host: hostname, port: Number(port), allowHalfOpen: true, ...(options.localAddress ? { localAddress: options.localAddress } : {}) });
  const received: Buffer[] = [];
  let bytes = 0;
  let fin: number | null = null;
  let closedAt: number | null = null;
  const since = () => Date.now() - openedAt;
  const closing = new Promise<number>((resolve) => socket.once("close", () => resolve((closedAt = since()))));
  const ending = Promise.race([closing, new Promise<number>((resolve) => socket.once("end", () => resolve((fin = since()))))]);
  socket.on("error", () => undefined);
  opened.add(socket);
  socket.once("close", () => opened.delete(socket));
  socket.on("data", (data: Buffer) => {
    if (bytes < MiB) received.push(data);
    bytes += data.length;
  });
  if (options.read === false) socket.pause();
  // The limit's timer does not keep the test process alive once the connection is gone.
  const within = (event: Promise<number>, limitMs: number) =>
    Promise.race([event, new Promise<null>((resolve) => setTimeout(() => resolve(null), limitMs).unref())]);
  return {
    socket,
    answered: () => (received.length === 0 ? null : parseAnswer(Buffer.concat(received))),
    received: () => bytes,
    finAt: () => fin,
    ended: (limitMs) => within(ending, limitMs),
    closed: (limitMs) => (closedAt !== null ? Promise.resolve(closedAt) : within(closing, limitMs)),
  };
}

/** Writes `text` a piece at a time, every `everyMs`, until the connection closes or `count` pieces are out. */
function drip(watched: Watched, text: string, everyMs: number, count = Infinity): void {
  let sent = 0;
  const timer = setInterval(() => {
    if (watched.socket.destroyed || !watched.socket.writable || sent >= count) return clearInterval(timer);
    watched.socket.write(text);
    sent++;
  }, everyMs);
  watched.socket.once("close", () => clearInterval(timer));
}

async function createUpload(t: TestApp, length: number): Promise<string> {
  const response = await call(t, "POST", "/v1/uploads", { body: JSON.stringify({ fileName: "part.bin", length }), headers: { "content-type": "application/json" } });
  assert.equal(response.status, 201);
  return (await json(response)).id;
}

const head = (lines: string[]) => `${lines.join("\r\n")}\r\n\r\n`;

// A test that fails part-way leaves no connection behind to hold the service's close.
afterEach(() => {
  for (const socket of opened) socket.destroy();
});

describe("slow clients do not hold connections", () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({
      runJobs: false,
      env: { DOCTOOLS_CLIENT_IDLE_TIMEOUT_SECONDS: "1", DOCTOOLS_HEADERS_TIMEOUT_SECONDS: "1", DOCTOOLS_REQUEST_TIMEOUT_SECONDS: "4" },
    });
  });
  after(() => t.close());

  it("closes a part whose body stops coming for the idle timeout; what came of it is not kept", async () => {
    const id = await createUpload(t, 100);
    const client = connect(t);
    client.socket.write(head([`PATCH /v1/uploads/${id}?offset=0 HTTP/1.1`, "host: x", `x-api-key: ${t.key}`, "content-type: application/octet-stream", "content-length: 100"]) + "abc");
    drip(client, "x", 2500);
    const closedAt = await client.ended(8000);
    assert.ok(closedAt !== null, "the connection is still open after 8 s");
    assert.ok(closedAt >= 900 && closedAt < 3000, `closed after ${closedAt} ms, the idle timeout is 1 s`);
    assert.equal(client.answered(), null);
    assert.equal((await json(await call(t, "GET", `/v1/uploads/${id}`))).received, 0);
  });

  it("closes a dashboard form whose body stops coming, no key or session needed to send it", async () => {
    const client = connect(t);
    client.socket.write(head(["POST /dashboard/sign-in HTTP/1.1", "host: x", `origin: ${t.baseUrl}`, "content-type: application/x-www-form-urlencoded", "content-length: 1000"]) + "email=");
    drip(client, "a", 2500);
    const closedAt = await client.ended(8000);
    assert.ok(closedAt !== null && closedAt < 3000, `closed after ${closedAt} ms`);
  });

  it("closes a connection whose headers come slower than the header timeout with 408, and one that sends nothing", async () => {
    const dripping = connect(t);
    dripping.socket.write("GET /v1/me HTTP/1.1\r\n");
    drip(dripping, "x-padding: a\r\n", 300);
    const silent = connect(t);
    const [drippedFor, silentFor] = await Promise.all([dripping.ended(8000), silent.ended(8000)]);
    assert.ok(drippedFor !== null && drippedFor >= 900 && drippedFor < 2600, `closed after ${drippedFor} ms, the header timeout is 1 s`);
    assert.equal(dripping.answered()?.status, 408);
    assert.ok(silentFor !== null && silentFor < 2600, `closed after ${silentFor} ms`);
  });

  it("answers an early refusal of a large body at once, then closes after a bounded drain while the client sends on", async () => {
    const id = await createUpload(t, 60 * MiB);
    const refusals = [
      { status: 403, lines: ["POST /v1/rotate-pdf HTTP/1.1", "content-type: multipart/form-data; boundary=b"] },
      { status: 409, lines: [`PATCH /v1/uploads/${id}?offset=5 HTTP/1.1`, `x-api-key: ${t.key}`, "content-type: application/octet-stream"] },
      { status: 404, lines: [`PATCH /v1/uploads/${randomUUID()}?offset=0 HTTP/1.1`, `x-api-key: ${t.key}`, "content-type: application/octet-stream"] },
    ];
    await Promise.all(
      refusals.map(async (refusal) => {
        const client = connect(t);
        client.socket.write(head([...refusal.lines, "host: x", `content-length: ${50 * MiB}`]));
        // The client goes on sending, a little at a time, as one busy with a large upload would.
        drip(client, "y".repeat(16 * 1024), 100);
        const closedAt = await client.closed(9000);
        const answer = client.answered();
        assert.equal(answer?.status, refusal.status, answer?.body);
        assert.equal(answer!.headers.connection, "close");
        assert.equal(JSON.parse(answer!.body).status, refusal.status);
        assert.ok(client.finAt() !== null && client.finAt()! < 1000, `the server's FIN came after ${client.finAt()} ms`);
        assert.ok(closedAt !== null && closedAt < 7000, `closed after ${closedAt} ms, the drain is bounded at 5 s`);
      }),
    );
  });

  it("lets an honest slow upload finish within the limits, and stops one that trickles past the request time", async () => {
    const honestId = await createUpload(t, 10);
    const honest = connect(t);
    honest.socket.write(head([`PATCH /v1/uploads/${honestId}?offset=0 HTTP/1.1`, "host: x", `x-api-key: ${t.key}`, "content-type: application/octet-stream", "content-length: 10", "connection: close"]));
    // One byte every 0.3 s: under the idle timeout between bytes, 3 s in all, under the request time.
    drip(honest, "z", 300, 10);
    const trickleId = await createUpload(t, 100);
    const trickle = connect(t);
    trickle.socket.write(head([`PATCH /v1/uploads/${trickleId}?offset=0 HTTP/1.1`, "host: x", `x-api-key: ${t.key}`, "content-type: application/octet-stream", "content-length: 100"]));
    drip(trickle, "z", 300);
    const [honestFor, trickleFor] = await Promise.all([honest.ended(9000), trickle.ended(9000)]);
    assert.equal(honest.answered()?.status, 200, honest.answered()?.body);
    assert.equal(JSON.parse(honest.answered()!.body).received, 10);
    assert.ok(honestFor !== null);
    assert.equal(trickle.answered()?.status, 408);
    assert.ok(trickleFor !== null && trickleFor >= 3900 && trickleFor < 6000, `closed after ${trickleFor} ms, the request time is 4 s`);
    assert.equal((await json(await call(t, "GET", `/v1/uploads/${trickleId}`))).received, 0);
  });

  it("closes a download the client stops reading, and serves one it reads slowly but steadily", async () => {
    // A finished job with a result larger than the sockets' buffers, stored as a worker would.
    const id = randomUUID();
    const size = 48 * MiB;
    const services = t.app.services;
    await services.jobStore.createJob({
      id,
      accountId: t.accountId,
      operation: "rotate-pdf",
      createdAt: new Date(),
      fileName: "large.pdf",
      resultContentType: "application/pdf",
      batchId: null,
      inputs: [],
      fields: {},
      sealedSecrets: null,
    });
    const resultKey = `jobs/${id}/result.pdf`;
    await services.files.write(resultKey, Readable.from((function* () {
      for (let i = 0; i < size / MiB; i++) yield Buffer.alloc(MiB, 0x25);
    })()));
    await services.jobStore.markCompleted(id, { resultKey, resultBytes: size, pageCount: 1, completedAt: new Date(), resultExpiresAt: new Date(Date.now() + 3600_000) });
    const request = head([`GET /v1/jobs/${id}/result HTTP/1.1`, "host: x", `x-api-key: ${t.key}`, "connection: close"]);

    // A client that stops reading at once and comes back after three idle timeouts: the
    // service has given up on it and closed the connection, so the rest never comes.
    const readAll = async (client: Watched, pauseMs: number, flowMs: number) => {
      const end = client.ended(60_000);
      while (client.finAt() === null && !client.socket.destroyed) {
        await sleep(pauseMs);
        client.socket.resume();
        await sleep(flowMs);
        client.socket.pause();
      }
      await end;
      return client.received();
    };
    const stalled = connect(t, { read: false });
    stalled.socket.write(request);
    await sleep(3000);
    const stalledGot = await readAll(stalled, 0, 100);
    assert.ok(stalledGot < size, `a reader that stopped for 3 s still got all ${stalledGot} bytes`);

    // One that stops reading for 0.3 s at a time, well within the idle timeout, gets everything.
    const steady = connect(t, { read: false });
    steady.socket.write(request);
    const steadyGot = await readAll(steady, 300, 100);
    assert.ok(steadyGot > size, `the steady reader got ${steadyGot} of ${size} bytes`);
  });
});

describe("open connections per client address, and idle ones", () => {
  let t: TestApp;
  const cap = 4;
  before(async () => (t = await startTestApp({ runJobs: false, env: { DOCTOOLS_MAX_CONNECTIONS_PER_ADDRESS: String(cap), DOCTOOLS_KEEP_ALIVE_TIMEOUT_SECONDS: "1" } })));
  after(() => t.close());

  const ask = async (client: Watched) => {
    client.socket.write(head(["GET /problems HTTP/1.1", "host: x"]));
    await becomes(() => client.answered() !== null, { timeoutMs: 3000 });
    return client.answered()?.status;
  };

  it("closes a connection past the cap at once while the address's others go on; other addresses are not counted", async () => {
    // Loopback addresses of their own, so the test's other connections are not counted with them.
    const held = Array.from({ length: cap }, () => connect(t, { localAddress: "127.0.0.2" }));
    await sleep(200);
    const refused = connect(t, { localAddress: "127.0.0.2" });
    const refusedFor = await refused.ended(2000);
    assert.ok(refusedFor !== null && refusedFor < 1000, `the connection past the cap was still open after ${refusedFor ?? 2000} ms`);
    assert.equal(refused.answered(), null);
    for (const client of held) assert.equal(await ask(client), 200);
    assert.equal(await ask(connect(t, { localAddress: "127.0.0.3" })), 200);
    // A connection closed frees its place.
    held[0]!.socket.destroy();
    await held[0]!.ended(1000);
    await sleep(100);
    const again = connect(t, { localAddress: "127.0.0.2" });
    assert.equal(await ask(again), 200);
    for (const client of [...held, again]) client.socket.destroy();
  });

  it("closes a kept-alive connection that waits longer than the keep-alive timeout for its next request", async () => {
    const client = connect(t, { localAddress: "127.0.0.4" });
    assert.equal(await ask(client), 200);
    const endedAt = await client.ended(5000);
    assert.ok(endedAt !== null, "the idle connection was still open after 5 s");
    assert.ok(endedAt >= 900 && endedAt < 2500, `closed ${endedAt} ms after opening, the keep-alive timeout is 1 s`);
  });
});
