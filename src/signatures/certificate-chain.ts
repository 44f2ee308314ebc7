import { X509Certificate } from "node:crypto";

export interface ChainCertificate {
  readonly subject: string;
  readonly issuer: string;
  readonly serialNumber: string;
  readonly notBefore: string;
  readonly notAfter: string;
  readonly selfSigned: boolean;
  readonly sha256: string;
}

export type Trust = "Trusted" | "NotTrusted" | "NotChecked";

export interface ChainCheck {
  readonly chain: readonly ChainCertificate[];
  readonly trust: Trust;
  readonly trustDetail: string;
  readonly selfSigned: boolean;
  /** Every certificate of the chain was valid at `at`. */
  readonly validAtSigningTime: boolean;
}

const MAX_CHAIN = 12;

/**
 * The signer's chain, built from the certificates the signature carries and the trusted ones
 * the caller sent, each link checked by its issuer's signature; and whether it ends in one of
 * the trusted certificates. No revocation is checked: that needs the network.
 */
export function checkChain(signer: Buffer, carried: readonly Buffer[], trusted: readonly X509Certificate[], at: Date): ChainCheck {
  const pool = [...carried.flatMap(parse), ...trusted];
  const leaf = new X509Certificate(signer);
  const chain: X509Certificate[] = [leaf];
  let current = leaf;
  while (chain.length < MAX_CHAIN && !isSelfSigned(current)) {
    const issuer = pool.find((candidate) => !chain.some((c) => c.fingerprint256 === candidate.fingerprint256) && current.checkIssued(candidate) && verifies(current, candidate));
    if (!issuer) break;
    chain.push(issuer);
    current = issuer;
  }
  const trustedPrints = new Set(trusted.map((c) => c.fingerprint256));
  const anchored = chain.some((c) => trustedPrints.has(c.fingerprint256));
  const selfSigned = isSelfSigned(leaf);
  let trust: Trust;
  let trustDetail: string;
  if (trusted.length === 0) {
    trust = "NotChecked";
    trustDetail = selfSigned
      ? "Not checked against a trust list (none was sent). The signer's certificate is self-signed: anyone can make one with this name."
      : "Not checked against a trust list (none was sent).";
  } else if (anchored) {
    trust = "Trusted";
    trustDetail = `The chain ends in a trusted certificate: ${describe(chain.find((c) => trustedPrints.has(c.fingerprint256))!)}.`;
  } else {
    trust = "NotTrusted";
    trustDetail = selfSigned
      ? "The signer's certificate is self-signed and is not one of the trusted certificates sent."
      : `The chain ends at ${describe(chain[chain.length - 1]!)}, which is not one of the trusted certificates sent, nor issued by one.`;
  }
  const validAtSigningTime = chain.every((c) => new Date(c.validFrom) <= at && at <= new Date(c.validTo));
  return { chain: chain.map(toChainCertificate), trust, trustDetail, selfSigned, validAtSigningTime };
}

/** Certificates from PEM (any number) or DER files; null when the bytes hold none. */
export function readCertificates(bytes: Buffer): X509Certificate[] | null {
  const text = bytes.toString("latin1");
  if (text.includes("-----BEGIN CERTIFICATE-----")) {
    const blocks = text.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];
    const parsed = blocks.flatMap((block) => parse(Buffer.from(block, "latin1")));
    return parsed.length > 0 && parsed.length === blocks.length ? parsed : null;
  }
  const one = parse(bytes);
  return one.length > 0 ? one : null;
}

function parse(bytes: Buffer): X509Certificate[] {
  try {
    return [new X509Certificate(bytes)];
  } catch {
    return [];
  }
}

function isSelfSigned(certificate: X509Certificate): boolean {
  return certificate.checkIssued(certificate) && verifies(certificate, certificate);
}

function verifies(certificate: X509Certificate, issuer: X509Certificate): boolean {
  try {
    return certificate.verify(issuer.publicKey);
  } catch {
    return false;
  }
}

function describe(certificate: X509Certificate): string {
  return `"${oneLine(certificate.subject)}"`;
}

export function oneLine(name: string): string {
  return name.split("\n").filter(Boolean).join(", ");
}

function toChainCertificate(c: X509Certificate): ChainCertificate {
  return {
    subject: oneLine(c.subject),
    issuer: oneLine(c.issuer),
    serialNumber: c.serialNumber,
    notBefore: new Date(c.validFrom).toISOString(),
    notAfter: new Date(c.validTo).toISOString(),
    selfSigned: isSelfSigned(c),
    sha256: c.fingerprint256.replaceAll(":", "").toLowerCase(),
  };
}
