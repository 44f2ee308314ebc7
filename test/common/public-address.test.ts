import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { isPublicAddress } from "../../src/common/public-address.ts";
import { checkWebhookUrl, WebhookEndpointError } from "../../src/webhooks/endpoint-rules.ts";

describe("public addresses for webhooks", () => {
  it("refuses the non-public IPv4 ranges, edges included", () => {
    for (const address of [
      "0.0.0.0", "0.255.255.255", // this network
      "10.0.0.0", "10.1.2.3", "10.255.255.255", // private
      "100.64.0.0", "100.127.255.255", // CGNAT
      "127.0.0.1", "127.255.255.254", // loopback
      "169.254.169.254", // link-local (cloud metadata)
      "172.16.0.1", "172.31.255.255", // private
      "192.0.0.8", "192.0.2.1", "198.51.100.7", "203.0.113.9", // IETF, documentation
      "192.168.0.1", "192.168.255.255", // private
      "198.18.0.1", "198.19.255.255", // benchmarking
      "224.0.0.1", "239.255.255.250", // multicast
      "240.0.0.1", "255.255.255.255", // reserved, broadcast
    ]) assert.equal(isPublicAddress(address), false, address);
  });

  it("accepts public IPv4 addresses just outside those ranges", () => {
    for (const address of ["8.8.8.8", "1.1.1.1", "9.255.255.255", "11.0.0.0", "100.63.255.255", "100.128.0.0", "172.15.255.255", "172.32.0.0", "192.167.255.255", "192.169.0.0", "223.255.255.255"]) {
      assert.equal(isPublicAddress(address), true, address);
    }
  });

  it("refuses the non-public IPv6 ranges and IPv4 addresses dressed as IPv6", () => {
    for (const address of [
      "::", "::1", "[::1]", // unspecified, loopback
      "fc00::1", "fd12:3456:789a::1", // unique local fc00::/7
      "fe80::1", "fe80::1%eth0", "febf::1", // link-local
      "ff02::1", "ff0e::1", // multicast
      "2001:db8::1", "3fff::1", // documentation
      "2001::1", // Teredo
      "100::1", // discard
      "::ffff:127.0.0.1", "::ffff:10.0.0.1", "::ffff:7f00:1", // IPv4-mapped private
      "64:ff9b::a9fe:a9fe", // NAT64 of 169.254.169.254
      "::127.0.0.1", // IPv4-compatible (deprecated)
    ]) assert.equal(isPublicAddress(address), false, address);
  });

  it("accepts public IPv6 addresses and mapped public IPv4", () => {
    for (const address of ["2606:4700:4700::1111", "2001:4860:4860::8888", "2a00:1450:4001:80b::200e", "::ffff:8.8.8.8", "64:ff9b::808:808"]) {
      assert.equal(isPublicAddress(address), true, address);
    }
  });

  it("is not fooled by something that is not an address", () => {
    for (const value of ["", "localhost", "example.com", "1.2.3", "::g", "999.1.1.1"]) assert.equal(isPublicAddress(value), false, value);
  });

  it("checks every address a host name resolves to", async () => {
    const lookup = async (host: string) => (host === "mixed.example" ? ["93.184.216.34", "10.0.0.5"] : ["93.184.216.34"]);
    const url = await checkWebhookUrl("https://public.example/hook", { allowPrivate: false, lookup });
    assert.equal(url.href, "https://public.example/hook");
    await assert.rejects(checkWebhookUrl("https://mixed.example/hook", { allowPrivate: false, lookup }), (error: WebhookEndpointError) => {
      assert.equal(error.reason, "url");
      assert.match(error.message, /10\.0\.0\.5/);
      return true;
    });
    const failing = async () => {
      throw Object.assign(new Error("not found"), { code: "ENOTFOUND" });
    };
    await assert.rejects(checkWebhookUrl("https://gone.example/", { allowPrivate: false, lookup: failing }), { reason: "unresolvable" });
  });

  it("lets DOCTOOLS_WEBHOOK_ALLOW_PRIVATE lift the https and address rules, not the scheme list", async () => {
    const lookup = async () => {
      throw new Error("must not resolve");
    };
    assert.equal((await checkWebhookUrl("http://localhost:3000/hook", { allowPrivate: true, lookup })).host, "localhost:3000");
    await assert.rejects(checkWebhookUrl("http://localhost:3000/hook", { allowPrivate: false, lookup }), { reason: "url" });
    await assert.rejects(checkWebhookUrl("ftp://127.0.0.1/", { allowPrivate: true }), { reason: "url" });
    await assert.rejects(checkWebhookUrl("https://user:pw@8.8.8.8/", { allowPrivate: false }), { reason: "url" });
  });

  it("refuses the other special-purpose blocks and the cloud hosts' own endpoints", () => {
    for (const address of [
      "168.63.129.16", // Azure's host endpoint
      "169.254.169.253", // AWS's DNS resolver
      "100.100.100.200", // Alibaba's metadata (in CGNAT space)
      "fd00:ec2::254", // AWS's IPv6 metadata (unique local)
      "192.31.196.1", "192.52.193.1", "192.175.48.1", // AS112, AMT, AS112 direct delegation
      "2620:4f:8000::1", // AS112 direct delegation (IPv6)
      "::ffff:168.63.129.16", // the Azure endpoint dressed as IPv6
    ]) assert.equal(isPublicAddress(address), false, address);
    for (const address of ["168.63.129.15", "168.63.129.17", "192.31.197.1", "2620:4f:8001::1"]) assert.equal(isPublicAddress(address), true, address);
  });

  it("refuses a URL longer than 2048 characters, saying so, rather than cutting it", async () => {
    const long = `https://8.8.8.8/${"a".repeat(2048)}`;
    await assert.rejects(checkWebhookUrl(long, { allowPrivate: false }), (error: WebhookEndpointError) => {
      assert.equal(error.reason, "url");
      assert.match(error.message, /at most 2048/);
      return true;
    });
    const fits = `https://8.8.8.8/${"a".repeat(2048 - "https://8.8.8.8/".length)}`;
    assert.equal((await checkWebhookUrl(fits, { allowPrivate: false })).href.length, 2048);
  });
});
