import { createHash, sign } from "node:crypto";
import * as asn1js from "asn1js";
import * as pkijs from "pkijs";
import type { SigningIdentity } from "./signing-identity.ts";
import { oids } from "./cms-oids.ts";

/**
 * A CAdES detached signature as PAdES baseline B-B asks for it (ETSI EN 319 122-1, 319 142-1):
 * CMS SignedData over nothing encapsulated, SHA-256, the signed attributes content-type,
 * message-digest and signing-certificate-v2 (no signing-time: the PDF's /M carries the claimed
 * time), and every certificate of the chain. `timestamp`, when given, gets the signature value
 * and answers an RFC 3161 token, added as the unsigned signature-time-stamp (B-T).
 */
export async function buildCadesSignature(
  documentDigest: Buffer,
  identity: SigningIdentity,
  timestamp?: (signatureValue: Buffer) => Promise<Buffer>,
): Promise<Buffer> {
  const certificate = pkijs.Certificate.fromBER(identity.certificate);
  const signedAttributes = sortedForDer([
    new pkijs.Attribute({ type: oids.contentType, values: [new asn1js.ObjectIdentifier({ value: oids.data })] }),
    new pkijs.Attribute({ type: oids.messageDigest, values: [new asn1js.OctetString({ valueHex: documentDigest })] }),
    new pkijs.Attribute({ type: oids.signingCertificateV2, values: [signingCertificateV2(identity.certificate, certificate)] }),
  ]);
  const toSign = Buffer.from(new asn1js.Set({ value: signedAttributes.map((a) => a.toSchema()) }).toBER());
  const { algorithm, signatureValue } = signAttributes(identity, toSign);

  const signerInfo = new pkijs.SignerInfo({
    version: 1,
    sid: new pkijs.IssuerAndSerialNumber({ issuer: certificate.issuer, serialNumber: certificate.serialNumber }),
    digestAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: oids.sha256 }),
    signedAttrs: new pkijs.SignedAndUnsignedAttributes({ type: 0, attributes: signedAttributes }),
    signatureAlgorithm: algorithm,
    signature: new asn1js.OctetString({ valueHex: signatureValue }),
  });
  if (timestamp) {
    const token = await timestamp(signatureValue);
    const parsed = asn1js.fromBER(token);
    if (parsed.offset === -1) throw new Error("the time-stamp token is not DER");
    signerInfo.unsignedAttrs = new pkijs.SignedAndUnsignedAttributes({
      type: 1,
      attributes: [new pkijs.Attribute({ type: oids.signatureTimeStamp, values: [parsed.result] })],
    });
  }
  const signedData = new pkijs.SignedData({
    version: 1,
    digestAlgorithms: [new pkijs.AlgorithmIdentifier({ algorithmId: oids.sha256 })],
    encapContentInfo: new pkijs.EncapsulatedContentInfo({ eContentType: oids.data }),
    certificates: [identity.certificate, ...identity.chain].map((der) => pkijs.Certificate.fromBER(der)),
    signerInfos: [signerInfo],
  });
  const contentInfo = new pkijs.ContentInfo({ contentType: oids.signedData, content: signedData.toSchema(true) });
  return Buffer.from(contentInfo.toSchema().toBER());
}

function signAttributes(identity: SigningIdentity, toSign: Buffer): { algorithm: pkijs.AlgorithmIdentifier; signatureValue: Buffer } {
  const type = identity.privateKey.asymmetricKeyType;
  if (type === "rsa") {
    return {
      algorithm: new pkijs.AlgorithmIdentifier({ algorithmId: oids.sha256WithRsa, algorithmParams: new asn1js.Null() }),
      signatureValue: sign("sha256", toSign, identity.privateKey),
    };
  }
  if (type === "ec") {
    return {
      algorithm: new pkijs.AlgorithmIdentifier({ algorithmId: oids.ecdsaWithSha256 }),
      signatureValue: sign("sha256", toSign, { key: identity.privateKey, dsaEncoding: "der" }),
    };
  }
  throw new Error(`a ${type} key cannot sign here`);
}

/**
 * SigningCertificateV2 (RFC 5035) naming the signer's certificate by its SHA-256 (the default
 * algorithm, so not written) and its issuer and serial number.
 */
function signingCertificateV2(der: Buffer, certificate: pkijs.Certificate): asn1js.Sequence {
  const issuerSerial = new asn1js.Sequence({
    value: [
      new asn1js.Sequence({ value: [new asn1js.Constructed({ idBlock: { tagClass: 3, tagNumber: 4 }, value: [certificate.issuer.toSchema()] })] }),
      new asn1js.Integer({ valueHex: certificate.serialNumber.valueBlock.valueHexView }),
    ],
  });
  const essCertIdV2 = new asn1js.Sequence({ value: [new asn1js.OctetString({ valueHex: createHash("sha256").update(der).digest() }), issuerSerial] });
  return new asn1js.Sequence({ value: [new asn1js.Sequence({ value: [essCertIdV2] })] });
}

/** DER writes a SET OF in the order of its members' encodings. */
function sortedForDer(attributes: pkijs.Attribute[]): pkijs.Attribute[] {
  const encoded = attributes.map((attribute) => ({ attribute, der: Buffer.from(attribute.toSchema().toBER()) }));
  return encoded.sort((a, b) => Buffer.compare(a.der, b.der)).map((entry) => entry.attribute);
}
