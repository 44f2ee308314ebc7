import { createPrivateKey, createPublicKey, X509Certificate, type KeyObject } from "node:crypto";
import forge from "node-forge";
import { JobError } from "../errors/job-errors.ts";

/** What a PKCS#12 file gives a signer: the key, its certificate, and the certificates that lead to a root. */
export interface SigningIdentity {
  readonly privateKey: KeyObject;
  /** The signing certificate, DER as it was issued. */
  readonly certificate: Buffer;
  /** The rest of the file's certificates that lie on the way to a root, nearest issuer first. */
  readonly chain: readonly Buffer[];
}

const MAX_BAGS = 64;

/**
 * Reads a PKCS#12 (.p12, .pfx) file with its password. The key may be RSA, EC or Ed25519:
 * node-forge decrypts the bags (PBES2 with AES, or the 3DES and RC2 of older stores) and
 * node:crypto takes the key from there, so key types forge cannot read itself still work.
 */
export function readSigningIdentity(bytes: Buffer, password: string, name: string): SigningIdentity {
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    const asn1 = forge.asn1.fromDer(forge.util.createBuffer(bytes.toString("binary")), false);
    p12 = forge.pkcs12.pkcs12FromAsn1(asn1, false, password);
  } catch (error) {
    const message = error instanceof Error ? error.message : "";
    if (/MAC could not be verified|wrong password|Invalid password|decrypt/i.test(message)) {
      throw new JobError("WrongPassword", `The certificate password is wrong for "${name}".`, { cause: new Error("PKCS#12 password check failed") });
    }
    throw new JobError("InvalidCertificate", `"${name}" is not a PKCS#12 certificate file (.p12 or .pfx) that can be read.`, { cause: new Error(message) });
  }
  const keys: KeyObject[] = [];
  const certificates: Buffer[] = [];
  let bags = 0;
  for (const safe of p12.safeContents) {
    for (const bag of safe.safeBags) {
      if (++bags > MAX_BAGS) throw new JobError("InvalidCertificate", `"${name}" holds more than ${MAX_BAGS} keys and certificates.`);
      if (bag.type === forge.pki.oids.pkcs8ShroudedKeyBag || bag.type === forge.pki.oids.keyBag) {
        const info = bag.key ? forge.pki.wrapRsaPrivateKey(forge.pki.privateKeyToAsn1(bag.key)) : (bag as { asn1?: forge.asn1.Asn1 }).asn1;
        if (info) keys.push(createPrivateKey({ key: Buffer.from(forge.asn1.toDer(info).getBytes(), "binary"), format: "der", type: "pkcs8" }));
      } else if (bag.type === forge.pki.oids.certBag) {
        const asn1 = bag.cert ? forge.pki.certificateToAsn1(bag.cert) : (bag as { asn1?: forge.asn1.Asn1 }).asn1;
        if (asn1) certificates.push(Buffer.from(forge.asn1.toDer(asn1).getBytes(), "binary"));
      }
    }
  }
  if (keys.length === 0) throw new JobError("InvalidCertificate", `"${name}" holds no private key; export the certificate together with its key.`);
  const parsed = certificates.flatMap((der) => {
    try {
      return [{ der, x509: new X509Certificate(der) }];
    } catch {
      return [];
    }
  });
  for (const key of keys) {
    const own = parsed.find((cert) => samePublicKey(cert.x509.publicKey, key));
    if (!own) continue;
    if (!["rsa", "ec", "ed25519", "rsa-pss"].includes(key.asymmetricKeyType ?? "")) {
      throw new JobError("InvalidCertificate", `"${name}" holds a ${key.asymmetricKeyType} key; signatures take RSA, EC or Ed25519 keys.`);
    }
    return { privateKey: key, certificate: own.der, chain: chainOf(own.x509, parsed.filter((cert) => cert !== own)) };
  }
  throw new JobError("InvalidCertificate", `"${name}" holds no certificate for its private key.`);
}

function samePublicKey(certificateKey: KeyObject, privateKey: KeyObject): boolean {
  const fromPrivate = createPublicKey(privateKey).export({ format: "der", type: "spki" });
  return fromPrivate.equals(certificateKey.export({ format: "der", type: "spki" }));
}

/** The issuers of `leaf` among `others`, nearest first, as far as they go. */
function chainOf(leaf: X509Certificate, others: readonly { der: Buffer; x509: X509Certificate }[]): Buffer[] {
  const chain: Buffer[] = [];
  let current = leaf;
  const left = [...others];
  while (left.length > 0) {
    const index = left.findIndex((cert) => current.checkIssued(cert.x509) && current.verify(cert.x509.publicKey));
    if (index < 0) break;
    const [issuer] = left.splice(index, 1);
    if (issuer!.x509.fingerprint256 === current.fingerprint256) break;
    chain.push(issuer!.der);
    current = issuer!.x509;
  }
  return chain;
}
