import { createHash, verify, constants, X509Certificate, type KeyObject } from "node:crypto";
import * as asn1js from "asn1js";
import * as pkijs from "pkijs";
import { digestAlgorithms, oids, signatureDigests } from "./cms-oids.ts";

/** What the CMS signature of a PDF says about itself, checked against the bytes it signs. */
export interface CmsCheck {
  /** The signer's certificate (DER), when the signature carries it. */
  readonly signer: Buffer | null;
  /** Every certificate the signature carries, DER. */
  readonly certificates: readonly Buffer[];
  readonly digestAlgorithm: string;
  /** The digest of the signed bytes equals the one the signature covers. */
  readonly digestMatches: boolean;
  /** The signature value verifies with the signer's public key over what it covers. */
  readonly signatureValid: boolean;
  /** Why the signature is not intact, in a sentence; null when it is. */
  readonly problem: string | null;
  /** The signing-time attribute, when the signer put one in. */
  readonly signingTime: Date | null;
  readonly hasSigningCertificateAttribute: boolean;
  readonly timestamp: TimestampCheck | null;
}

export interface TimestampCheck {
  readonly time: Date | null;
  readonly authority: string | null;
  /** The token is signed intact by its authority and stamps this signature's value. */
  readonly intact: boolean;
  readonly problem: string | null;
  readonly certificate: Buffer | null;
}

/**
 * Checks a CMS SignedData (ISO 32000-2 §12.8.3.3: adbe.pkcs7.detached, ETSI.CAdES.detached,
 * and adbe.pkcs7.sha1 whose encapsulated content is the SHA-1 of the signed bytes) against the
 * bytes it signs. Never throws on a hostile value: what cannot be read is a problem sentence.
 */
export function checkCms(der: Uint8Array, signedBytes: readonly Buffer[], subFilter: string): CmsCheck {
  const empty: CmsCheck = {
    signer: null, certificates: [], digestAlgorithm: "unknown", digestMatches: false, signatureValid: false,
    problem: null, signingTime: null, hasSigningCertificateAttribute: false, timestamp: null,
  };
  let signedData: pkijs.SignedData;
  try {
    const info = pkijs.ContentInfo.fromBER(der);
    if (info.contentType !== oids.signedData) return { ...empty, problem: "The signature is not a CMS SignedData." };
    signedData = new pkijs.SignedData({ schema: info.content });
  } catch {
    return { ...empty, problem: "The signature's bytes cannot be read as CMS." };
  }
  const certificates = (signedData.certificates ?? []).filter((c): c is pkijs.Certificate => c instanceof pkijs.Certificate);
  const certificateDers = certificates.map((c) => Buffer.from(c.toSchema().toBER()));
  const signerInfo = signedData.signerInfos[0];
  if (!signerInfo) return { ...empty, certificates: certificateDers, problem: "The signature names no signer." };
  const index = certificates.findIndex((c) => namesSigner(signerInfo, c));
  const signer = index >= 0 ? certificateDers[index]! : null;
  const digest = digestAlgorithms[signerInfo.digestAlgorithm.algorithmId];
  const base = { ...empty, signer, certificates: certificateDers, digestAlgorithm: digest?.label ?? signerInfo.digestAlgorithm.algorithmId };
  if (!digest) return { ...base, problem: `The signature uses a digest algorithm this service does not know (${signerInfo.digestAlgorithm.algorithmId}).` };

  let content = hashOf(digest.hash, signedBytes);
  let digestMatches = true;
  let problem: string | null = null;
  if (subFilter === "adbe.pkcs7.sha1") {
    const encapsulated = signedData.encapContentInfo.eContent?.getValue();
    const sha1 = hashOf("sha1", signedBytes);
    digestMatches = encapsulated !== undefined && sha1.equals(Buffer.from(encapsulated));
    content = hashOf(digest.hash, [Buffer.from(encapsulated ?? new ArrayBuffer(0))]);
  }
  let toVerify: Buffer;
  const attributes = signerInfo.signedAttrs?.attributes ?? [];
  const signingTime = attributeValue(attributes, oids.signingTime);
  const hasSigningCertificateAttribute = attributes.some((a) => a.type === oids.signingCertificateV2 || a.type === oids.signingCertificate);
  if (signerInfo.signedAttrs) {
    const messageDigest = attributeValue(attributes, oids.messageDigest);
    const said = messageDigest instanceof asn1js.OctetString ? Buffer.from(messageDigest.valueBlock.valueHexView) : null;
    digestMatches &&= said !== null && said.equals(content);
    toVerify = derSet(signerInfo.signedAttrs.encodedValue);
  } else {
    toVerify = subFilter === "adbe.pkcs7.sha1" ? Buffer.from(signedData.encapContentInfo.eContent?.getValue() ?? new ArrayBuffer(0)) : Buffer.concat(signedBytes);
  }
  if (!digestMatches) problem = "The document's bytes differ from those the signature was made over.";
  const signatureValue = Buffer.from(signerInfo.signature.valueBlock.valueHexView);
  let signatureValid = false;
  if (signer === null) problem ??= "The signature does not carry its signer's certificate.";
  else {
    signatureValid = verifyValue(signerInfo.signatureAlgorithm, digest.hash, new X509Certificate(signer).publicKey, toVerify, signatureValue);
    if (!signatureValid) problem ??= "The signature value does not verify with the signer's certificate.";
  }
  const tokenAttribute = (signerInfo.unsignedAttrs?.attributes ?? []).find((a) => a.type === oids.signatureTimeStamp);
  const timestamp = tokenAttribute ? checkTimestamp(tokenAttribute.values[0], signatureValue) : null;
  return {
    ...base,
    digestMatches,
    signatureValid,
    problem,
    signingTime: signingTime instanceof asn1js.UTCTime || signingTime instanceof asn1js.GeneralizedTime ? signingTime.toDate() : null,
    hasSigningCertificateAttribute,
    timestamp,
  };
}

/** An RFC 3161 token over `signatureValue`: its own CMS checked, and its imprint compared. */
function checkTimestamp(token: unknown, signatureValue: Buffer): TimestampCheck {
  const none = { time: null, authority: null, intact: false, certificate: null };
  try {
    const der = Buffer.from((token as asn1js.BaseBlock).toBER());
    const info = pkijs.ContentInfo.fromBER(der);
    const signed = new pkijs.SignedData({ schema: info.content });
    const content = signed.encapContentInfo.eContent;
    if (signed.encapContentInfo.eContentType !== oids.tstInfo || !content) return { ...none, problem: "The time-stamp holds no TSTInfo." };
    const contentBytes = Buffer.from(content.getValue());
    const tst = pkijs.TSTInfo.fromBER(contentBytes);
    const check = checkCms(der, [contentBytes], "ETSI.CAdES.detached");
    const imprintHash = digestAlgorithms[tst.messageImprint.hashAlgorithm.algorithmId];
    const imprintMatches = imprintHash !== undefined && hashOf(imprintHash.hash, [signatureValue]).equals(Buffer.from(tst.messageImprint.hashedMessage.valueBlock.valueHexView));
    const authority = check.signer ? new X509Certificate(check.signer).subject.replaceAll("\n", ", ") : null;
    const intact = check.digestMatches && check.signatureValid && imprintMatches;
    return {
      time: tst.genTime,
      authority,
      intact,
      certificate: check.signer,
      problem: intact ? null : imprintMatches ? (check.problem ?? "The time-stamp does not verify.") : "The time-stamp stamps something other than this signature.",
    };
  } catch {
    return { ...none, problem: "The time-stamp cannot be read." };
  }
}

function namesSigner(info: pkijs.SignerInfo, certificate: pkijs.Certificate): boolean {
  const sid = info.sid;
  if (sid instanceof pkijs.IssuerAndSerialNumber) return sid.issuer.isEqual(certificate.issuer) && sid.serialNumber.isEqual(certificate.serialNumber);
  const keyId = (sid as asn1js.Constructed).valueBlock?.value?.[0];
  const ski = certificate.extensions?.find((e) => e.extnID === "2.5.29.14");
  if (!keyId || !ski) return false;
  return Buffer.from((keyId as asn1js.OctetString).valueBlock.valueHexView).equals(Buffer.from((ski.parsedValue as asn1js.OctetString).valueBlock.valueHexView));
}

function verifyValue(algorithm: pkijs.AlgorithmIdentifier, digestHash: string, key: KeyObject, data: Buffer, value: Buffer): boolean {
  const id = algorithm.algorithmId;
  const hash = signatureDigests[id] ?? digestHash;
  try {
    if (id === oids.rsaEncryption || id.startsWith("1.2.840.113549.1.1.")) {
      if (id === oids.rsaPss) return verify(digestHash, data, { key, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: constants.RSA_PSS_SALTLEN_AUTO }, value);
      return verify(hash, data, key, value);
    }
    if (id.startsWith("1.2.840.10045.")) return verify(hash, data, { key, dsaEncoding: "der" }, value);
    if (id === "1.3.101.112") return verify(null, data, key, value);
    return false;
  } catch {
    return false;
  }
}

function attributeValue(attributes: readonly pkijs.Attribute[], type: string): unknown {
  return attributes.find((a) => a.type === type)?.values[0];
}

function hashOf(algorithm: string, parts: readonly Buffer[]): Buffer {
  const hash = createHash(algorithm);
  for (const part of parts) hash.update(part);
  return hash.digest();
}

/**
 * The signed attributes as signed: their own encoding, tag and all, with the SET tag in place
 * of the [0] they are stored under (RFC 5652 §5.4).
 */
function derSet(encoded: ArrayBuffer): Buffer {
  const bytes = Buffer.from(new Uint8Array(encoded));
  bytes[0] = 0x31;
  return bytes;
}
