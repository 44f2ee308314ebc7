/** Object identifiers of CMS (RFC 5652), ESS (RFC 5035) and RFC 3161 used by PDF signatures. */
export const oids = {
  data: "1.2.840.113549.1.7.1",
  signedData: "1.2.840.113549.1.7.2",
  contentType: "1.2.840.113549.1.9.3",
  messageDigest: "1.2.840.113549.1.9.4",
  signingTime: "1.2.840.113549.1.9.5",
  signingCertificate: "1.2.840.113549.1.9.16.2.12",
  signingCertificateV2: "1.2.840.113549.1.9.16.2.47",
  signatureTimeStamp: "1.2.840.113549.1.9.16.2.14",
  tstInfo: "1.2.840.113549.1.9.16.1.4",
  rsaEncryption: "1.2.840.113549.1.1.1",
  rsaPss: "1.2.840.113549.1.1.10",
  sha256WithRsa: "1.2.840.113549.1.1.11",
  ecdsaWithSha256: "1.2.840.10045.4.3.2",
  sha256: "2.16.840.1.101.3.4.2.1",
} as const;

/** Digest algorithms a signature may name, by OID, with node:crypto's name and the name people know. */
export const digestAlgorithms: Readonly<Record<string, { readonly hash: string; readonly label: string }>> = {
  "1.3.14.3.2.26": { hash: "sha1", label: "SHA-1" },
  "2.16.840.1.101.3.4.2.4": { hash: "sha224", label: "SHA-224" },
  "2.16.840.1.101.3.4.2.1": { hash: "sha256", label: "SHA-256" },
  "2.16.840.1.101.3.4.2.2": { hash: "sha384", label: "SHA-384" },
  "2.16.840.1.101.3.4.2.3": { hash: "sha512", label: "SHA-512" },
};

/** Signature algorithms whose OID also names the digest (the signer may name either). */
export const signatureDigests: Readonly<Record<string, string>> = {
  "1.2.840.113549.1.1.5": "sha1",
  "1.2.840.113549.1.1.11": "sha256",
  "1.2.840.113549.1.1.12": "sha384",
  "1.2.840.113549.1.1.13": "sha512",
  "1.2.840.10045.4.1": "sha1",
  "1.2.840.10045.4.3.2": "sha256",
  "1.2.840.10045.4.3.3": "sha384",
  "1.2.840.10045.4.3.4": "sha512",
};
