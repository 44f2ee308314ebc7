import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * Certificates made at run time with the openssl command: a self-signed signer, and a small
 * chain (root → intermediate → signer), each written as a PKCS#12 file with a password, plus
 * the root as PEM and DER for trust lists and a time-stamping authority for RFC 3161 tests.
 */
export interface TestCertificates {
  readonly dir: string;
  readonly password: string;
  /** Self-signed signer (RSA 2048), CN "Self Signer". */
  readonly selfSignedP12: string;
  /** Signer issued by the intermediate, CN "Chain Signer"; the file holds the intermediate and root too. */
  readonly chainP12: string;
  /** The chain signer again, in the older encryption Windows and OpenSSL 1.x still write (RC2 or 3DES, SHA-1 MAC). */
  readonly legacyP12: string;
  /** Signer with an EC P-256 key issued by the intermediate, CN "Curve Signer". */
  readonly ecP12: string;
  /** A self-signed signer whose certificate expired a day ago. */
  readonly expiredP12: string;
  readonly rootPem: string;
  readonly rootDer: string;
  readonly intermediatePem: string;
  /** Another root that issued nothing here. */
  readonly strangerPem: string;
  /** A time-stamping authority: key, certificate (extended key usage timeStamping) and openssl config. */
  readonly tsa: { readonly key: string; readonly cert: string; readonly chain: string; readonly config: string };
  remove(): void;
}

export const CERTIFICATE_PASSWORD = "c0rrect-h0rse, battery=staple";

function openssl(args: readonly string[], cwd: string): void {
  execFileSync("openssl", args, { cwd, stdio: ["ignore", "ignore", "pipe"] });
}

export function makeTestCertificates(): TestCertificates {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "doctools-certs-"));
  const password = CERTIFICATE_PASSWORD;
  const run = (args: readonly string[]) => openssl(args, dir);
  fs.writeFileSync(
    path.join(dir, "ext.cnf"),
    [
      "[ca]",
      "basicConstraints=critical,CA:TRUE",
      "keyUsage=critical,keyCertSign,cRLSign",
      "subjectKeyIdentifier=hash",
      "[leaf]",
      "basicConstraints=critical,CA:FALSE",
      "keyUsage=critical,digitalSignature,nonRepudiation",
      "subjectKeyIdentifier=hash",
      "authorityKeyIdentifier=keyid",
      "[tsa]",
      "basicConstraints=critical,CA:FALSE",
      "keyUsage=critical,digitalSignature",
      "extendedKeyUsage=critical,timeStamping",
      "",
    ].join("\n"),
  );
  const days = ["-days", "3650"];
  // Self-signed signer.
  run(["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", "self.key", "-out", "self.pem", "-subj", "/CN=Self Signer/O=Doctools Tests", ...days, "-sha256"]);
  run(["pkcs12", "-export", "-inkey", "self.key", "-in", "self.pem", "-out", "self.p12", "-passout", `pass:${password}`, "-name", "Self Signer"]);
  // A certificate valid from two days ago until yesterday.
  run(["req", "-new", "-newkey", "rsa:2048", "-nodes", "-keyout", "old.key", "-out", "old.csr", "-subj", "/CN=Old Signer"]);
  fs.writeFileSync(path.join(dir, "old-index.txt"), "");
  fs.writeFileSync(path.join(dir, "old-serial"), "1000\n");
  fs.writeFileSync(
    path.join(dir, "old-ca.cnf"),
    ["[ca]", "default_ca = old", "[old]", `dir = ${dir}`, "database = $dir/old-index.txt", "new_certs_dir = $dir", "serial = $dir/old-serial", "default_md = sha256", "policy = any", "[any]", "commonName = supplied", ""].join("\n"),
  );
  run(["ca", "-batch", "-config", "old-ca.cnf", "-selfsign", "-keyfile", "old.key", "-in", "old.csr", "-startdate", stamp(-2), "-enddate", stamp(-1), "-out", "old.pem", "-notext"]);
  run(["pkcs12", "-export", "-inkey", "old.key", "-in", "old.pem", "-out", "old.p12", "-passout", `pass:${password}`]);
  // Root → intermediate → signer.
  run(["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", "root.key", "-out", "root.pem", "-subj", "/CN=Doctools Test Root/O=Doctools Tests", ...days, "-sha256", "-addext", "basicConstraints=critical,CA:TRUE", "-addext", "keyUsage=critical,keyCertSign,cRLSign"]);
  const issue = (name: string, subject: string, issuer: string, section: string, keySpec: string[]) => {
    run(["req", "-new", ...keySpec, "-nodes", "-keyout", `${name}.key`, "-out", `${name}.csr`, "-subj", subject]);
    run(["x509", "-req", "-in", `${name}.csr`, "-CA", `${issuer}.pem`, "-CAkey", `${issuer}.key`, "-CAcreateserial", "-out", `${name}.pem`, ...days, "-sha256", "-extfile", "ext.cnf", "-extensions", section]);
  };
  issue("intermediate", "/CN=Doctools Test Intermediate/O=Doctools Tests", "root", "ca", ["-newkey", "rsa:2048"]);
  issue("signer", "/CN=Chain Signer/O=Doctools Tests", "intermediate", "leaf", ["-newkey", "rsa:2048"]);
  issue("curve", "/CN=Curve Signer/O=Doctools Tests", "intermediate", "leaf", ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256"]);
  issue("tsa", "/CN=Doctools Test TSA/O=Doctools Tests", "root", "tsa", ["-newkey", "rsa:2048"]);
  fs.writeFileSync(path.join(dir, "chain.pem"), fs.readFileSync(path.join(dir, "intermediate.pem"), "utf8") + fs.readFileSync(path.join(dir, "root.pem"), "utf8"));
  run(["pkcs12", "-export", "-inkey", "signer.key", "-in", "signer.pem", "-certfile", "chain.pem", "-out", "chain.p12", "-passout", `pass:${password}`]);
  try {
    run(["pkcs12", "-export", "-legacy", "-inkey", "signer.key", "-in", "signer.pem", "-certfile", "chain.pem", "-out", "legacy.p12", "-passout", `pass:${password}`]);
  } catch {
    // An OpenSSL without its legacy provider (RC2) still writes 3DES.
    run(["pkcs12", "-export", "-certpbe", "PBE-SHA1-3DES", "-keypbe", "PBE-SHA1-3DES", "-macalg", "sha1", "-inkey", "signer.key", "-in", "signer.pem", "-certfile", "chain.pem", "-out", "legacy.p12", "-passout", `pass:${password}`]);
  }
  run(["pkcs12", "-export", "-inkey", "curve.key", "-in", "curve.pem", "-certfile", "chain.pem", "-out", "curve.p12", "-passout", `pass:${password}`]);
  run(["x509", "-in", "root.pem", "-outform", "DER", "-out", "root.der"]);
  run(["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", "stranger.key", "-out", "stranger.pem", "-subj", "/CN=Stranger Root", ...days]);
  fs.writeFileSync(path.join(dir, "tsa-chain.pem"), fs.readFileSync(path.join(dir, "tsa.pem"), "utf8") + fs.readFileSync(path.join(dir, "root.pem"), "utf8"));
  fs.writeFileSync(
    path.join(dir, "tsa.cnf"),
    [
      "[tsa]",
      "default_tsa = tsa_config",
      "[tsa_config]",
      `dir = ${dir}`,
      "serial = $dir/tsa-serial",
      "crypto_device = builtin",
      "signer_cert = $dir/tsa.pem",
      "certs = $dir/tsa-chain.pem",
      "signer_key = $dir/tsa.key",
      "signer_digest = sha256",
      "default_policy = 1.2.3.4.1",
      "digests = sha256, sha384, sha512",
      "accuracy = secs:1",
      "ordering = yes",
      "tsa_name = no",
      "ess_cert_id_chain = no",
      "ess_cert_id_alg = sha256",
      "",
    ].join("\n"),
  );
  fs.writeFileSync(path.join(dir, "tsa-serial"), "01\n");
  const at = (name: string) => path.join(dir, name);
  return {
    dir,
    password,
    selfSignedP12: at("self.p12"),
    chainP12: at("chain.p12"),
    ecP12: at("curve.p12"),
    expiredP12: at("old.p12"),
    legacyP12: at("legacy.p12"),
    rootPem: at("root.pem"),
    rootDer: at("root.der"),
    intermediatePem: at("intermediate.pem"),
    strangerPem: at("stranger.pem"),
    tsa: { key: at("tsa.key"), cert: at("tsa.pem"), chain: at("tsa-chain.pem"), config: at("tsa.cnf") },
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/** A time `days` from now in openssl's form (YYYYMMDDHHMMSSZ). */
function stamp(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().replace(/[-:T]/g, "").slice(0, 14) + "Z";
}
