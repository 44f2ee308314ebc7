import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { hashPassword, verifyPassword } from "../../src/accounts/passwords.ts";

describe("password hashing", () => {
  it("stores scrypt with its parameters and a random salt, and verifies only the right password", async () => {
    const stored = await hashPassword("correct horse battery");
    const [scheme, n, r, p, salt, hash] = stored.split("$");
    assert.deepEqual([scheme, n, r, p], ["scrypt", "32768", "8", "1"]);
    assert.ok(Buffer.from(salt!, "base64url").length >= 16);
    assert.equal(Buffer.from(hash!, "base64url").length, 32);
    assert.ok(!stored.includes("correct horse"));

    assert.equal(await verifyPassword("correct horse battery", stored), true);
    assert.equal(await verifyPassword("correct horse batterY", stored), false);
    assert.equal(await verifyPassword("", stored), false);
  });

  it("gives the same password a different hash each time", async () => {
    const [a, b] = await Promise.all([hashPassword("same"), hashPassword("same")]);
    assert.notEqual(a, b);
    assert.equal(await verifyPassword("same", a), true);
    assert.equal(await verifyPassword("same", b), true);
  });

  it("honours the parameters a stored hash names, and refuses malformed or excessive ones", async () => {
    const stored = await hashPassword("pw");
    const parts = stored.split("$");
    assert.equal(await verifyPassword("pw", parts.slice(0, 5).join("$")), false);
    assert.equal(await verifyPassword("pw", ["bcrypt", ...parts.slice(1)].join("$")), false);
    assert.equal(await verifyPassword("pw", ["scrypt", "1000", ...parts.slice(2)].join("$")), false);
    assert.equal(await verifyPassword("pw", ["scrypt", String(2 ** 24), ...parts.slice(2)].join("$")), false);
    assert.equal(await verifyPassword("pw", "not a hash"), false);
  });
});
