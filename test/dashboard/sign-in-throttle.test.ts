import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { after, before, describe, test } from "node:test";
import { addressPrefix } from "../../src/dashboard/address-prefix.ts";
import { SIGN_IN_LIMITS, SignInThrottle, type SignInAttempt } from "../../src/dashboard/sign-in-throttle.ts";
import { startTestApp, type TestApp } from "../helpers/test-app.ts";

/**
 * The sign-in throttle on the database itself (SQLite, or PostgreSQL in the PostgreSQL run), with
 * the clock in the test's hands and any client address; sign-in-routes.test.ts drives it over HTTP.
 */
const MINUTE = 60_000;
const email = () => `${randomUUID()}@example.test`;
let addresses = 0;
/** A client address no other test uses. */
const address = () => `198.51.${100 + Math.floor(++addresses / 250)}.${addresses % 250}`;
const allowed = (attempts: SignInAttempt[]) => attempts.filter((attempt) => attempt.allowed).length;
const waits = (attempts: SignInAttempt[]) => attempts.flatMap((attempt) => (attempt.allowed ? [] : [attempt.retryAfterSeconds]));

test("an IPv6 client counts by its /64, an IPv4-mapped one as its IPv4 address", () => {
  assert.equal(addressPrefix("192.0.2.7"), "192.0.2.7");
  assert.equal(addressPrefix("::ffff:192.0.2.7"), "192.0.2.7");
  assert.equal(addressPrefix("::ffff:c000:207"), "192.0.2.7");
  assert.equal(addressPrefix("2001:db8:1:2:aaaa::1"), "2001:db8:1:2::/64");
  assert.equal(addressPrefix("2001:0DB8:0001:0002:bbbb:cccc:dddd:eeee"), "2001:db8:1:2::/64");
  assert.equal(addressPrefix("2001:db8:1:3::1"), "2001:db8:1:3::/64");
  assert.equal(addressPrefix("2001:db8::1:2:3:4"), "2001:db8:0:0::/64");
  assert.equal(addressPrefix("::1"), "0:0:0:0::/64");
  assert.equal(addressPrefix("fe80::1%eth0"), "fe80:0:0:0::/64");
  assert.equal(addressPrefix("64:ff9b::192.0.2.7"), "64:ff9b:0:0::/64");
  assert.equal(addressPrefix(""), "");
});

describe("sign-in throttle", () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({ runJobs: false });
  });
  after(async () => t.close());
  const throttle = () => new SignInThrottle(t.app.services.sql);
  const now = Date.now();

  test("parallel attempts for one email from one address: exactly 5 slots, the others told to wait 3 minutes", async () => {
    const limiter = throttle();
    const [target, from] = [email(), address()];
    const attempts = await Promise.all(Array.from({ length: 10 }, () => limiter.takeAttempt(target, from, now)));
    assert.equal(allowed(attempts), 5);
    assert.deepEqual(waits(attempts), [180, 180, 180, 180, 180]);
    // A second process on the same database sees the same count; the email is matched whatever its case.
    assert.equal((await throttle().takeAttempt(target.toUpperCase(), from, now + 1000)).allowed, false);
    assert.equal((await limiter.takeAttempt(target, from, now + 3 * MINUTE)).allowed, true, "one more every 3 minutes");
    assert.equal((await limiter.takeAttempt(target, from, now + 3 * MINUTE)).allowed, false);
    assert.equal((await limiter.takeAttempt(target, address(), now + 3 * MINUTE)).allowed, true, "another address is not held");
  });

  test("one address is held across emails: 20 slots, then one every 45 s; an IPv6 client by its /64", async () => {
    const limiter = throttle();
    const network = `2001:db8:${++addresses}:7`;
    const attempts = await Promise.all(Array.from({ length: 25 }, (_, n) => limiter.takeAttempt(email(), `${network}::${n + 1}`, now)));
    assert.equal(allowed(attempts), 20);
    assert.deepEqual(waits(attempts), [45, 45, 45, 45, 45]);
    assert.equal((await limiter.takeAttempt(email(), `${network}:ffff:ffff:ffff:ffff`, now)).allowed, false, "the same /64");
    assert.equal((await limiter.takeAttempt(email(), `2001:db8:${++addresses}:7::1`, now)).allowed, true, "another /64");
    assert.equal((await limiter.takeAttempt(email(), `${network}::99`, now + 45_000)).allowed, true);
  });

  test("failures for an email from many addresses slow its owner on a new address, never lock them out", async () => {
    const limiter = throttle();
    const target = email();
    const spread = await Promise.all(Array.from({ length: 15 }, () => limiter.takeAttempt(target, address(), now)));
    assert.equal(allowed(spread), 10, "10 at once from all addresses together");
    const owner = address();
    const first = await limiter.takeAttempt(target, owner, now);
    assert.deepEqual(first, { allowed: false, retryAfterSeconds: 180 });
    // Retrying early takes nothing: the owner's own slots are all there when the wait is over.
    for (let second = 1; second <= 20; second++) assert.equal((await limiter.takeAttempt(target, owner, now + second * 1000)).allowed, false);
    assert.equal((await limiter.takeAttempt(target, owner, now + 3 * MINUTE)).allowed, true, "the owner's turn comes after 3 minutes");
    assert.equal((await limiter.takeAttempt(target, address(), now + 3 * MINUTE)).allowed, false);

    // A guesser trying from a fresh address every 10 s for an hour gets one guess every 3 minutes.
    let guesses = 0;
    for (let at = now + 3 * MINUTE + 10_000; at <= now + 63 * MINUTE; at += 10_000) {
      if ((await limiter.takeAttempt(target, address(), at)).allowed) guesses++;
    }
    assert.equal(guesses, 20);
  });

  test("where the owner signed in before, nobody else's failures slow them; the pair's own limit still holds", async () => {
    const limiter = throttle();
    const [target, home] = [email(), address()];
    const signedIn = await limiter.takeAttempt(target, home, now);
    assert.ok(signedIn.allowed);
    await limiter.recordSuccess(signedIn.ticket, now);
    // Others empty the email's bucket from everywhere, and the home address's bucket with other emails.
    await Promise.all(Array.from({ length: 30 }, () => limiter.takeAttempt(target, address(), now)));
    await Promise.all(Array.from({ length: 25 }, () => limiter.takeAttempt(email(), home, now)));
    assert.equal((await limiter.takeAttempt(target, address(), now)).allowed, false);
    assert.equal((await limiter.takeAttempt(email(), home, now)).allowed, false);
    const attempts = await Promise.all(Array.from({ length: 7 }, () => limiter.takeAttempt(target, home, now)));
    assert.equal(allowed(attempts), 5);
  });

  test("a success resets its email and address count and gives back its slot of the address", async () => {
    const limiter = throttle();
    const [target, from] = [email(), address()];
    for (let n = 0; n < 4; n++) assert.ok((await limiter.takeAttempt(target, from, now)).allowed);
    for (let n = 0; n < 15; n++) assert.ok((await limiter.takeAttempt(email(), from, now)).allowed);
    const success = await limiter.takeAttempt(target, from, now);
    assert.ok(success.allowed);
    await limiter.recordSuccess(success.ticket, now);
    const again = await Promise.all(Array.from({ length: 6 }, () => limiter.takeAttempt(target, from, now)));
    assert.equal(allowed(again), 5, "5 more for the pair after the success");
    // 19 of the address's 20 slots are taken: the success gave its own back, and attempts from an
    // address known for the email do not count against the address.
    const others = await Promise.all(Array.from({ length: 3 }, () => limiter.takeAttempt(email(), from, now)));
    assert.equal(allowed(others), 1);
  });

  test("rows whose time has passed are deleted by a later attempt", async () => {
    const sql = t.app.services.sql;
    const rows = async (at: number) => Number((await sql.one<{ n: number }>("SELECT count(*) AS n FROM sign_in_throttle WHERE until_ms <= ?", [at]))!.n);
    const limiter = throttle();
    await limiter.takeAttempt(email(), address(), now);
    const later = now + SIGN_IN_LIMITS.knownAddressMs;
    assert.ok((await rows(later)) > 0);
    await throttle().takeAttempt(email(), address(), later);
    assert.equal(await rows(later), 0);
  });
});
