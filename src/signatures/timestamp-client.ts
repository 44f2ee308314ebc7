import { createHash, randomBytes } from "node:crypto";
import * as asn1js from "asn1js";
import * as pkijs from "pkijs";
import { JobError } from "../errors/job-errors.ts";
import { oids } from "./cms-oids.ts";

const TIMEOUT_MS = 30_000;
const MAX_REPLY_BYTES = 1024 * 1024;

/**
 * Asks an RFC 3161 time-stamping authority to stamp `signatureValue` (its SHA-256) and returns
 * the token (a CMS ContentInfo), after checking that it stamps what was asked, with the nonce
 * sent. A service that cannot be reached or refuses fails the job as retryable: the document
 * is fine, the authority may answer later.
 */
export async function requestTimestamp(url: string, signatureValue: Buffer, signal: AbortSignal): Promise<Buffer> {
  const imprint = createHash("sha256").update(signatureValue).digest();
  const nonce = randomBytes(8);
  nonce[0]! &= 0x7f;
  const request = new pkijs.TimeStampReq({
    version: 1,
    messageImprint: new pkijs.MessageImprint({
      hashAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: oids.sha256 }),
      hashedMessage: new asn1js.OctetString({ valueHex: imprint }),
    }),
    nonce: new asn1js.Integer({ valueHex: nonce }),
    certReq: true,
  });
  let reply: Buffer;
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/timestamp-query", Accept: "application/timestamp-reply" },
      body: Buffer.from(request.toSchema().toBER()),
      signal: AbortSignal.any([signal, AbortSignal.timeout(TIMEOUT_MS)]),
      redirect: "error",
    });
    if (!response.ok) throw new Error(`the time-stamping authority answered HTTP ${response.status}`);
    reply = Buffer.from(await response.arrayBuffer());
    if (reply.length > MAX_REPLY_BYTES) throw new Error("the time-stamping authority's answer is too large");
  } catch (error) {
    signal.throwIfAborted();
    throw new JobError("TimestampUnavailable", undefined, { cause: error });
  }
  return tokenFrom(reply, imprint, nonce);
}

function tokenFrom(reply: Buffer, imprint: Buffer, nonce: Buffer): Buffer {
  let response: pkijs.TimeStampResp;
  let info: pkijs.TSTInfo;
  try {
    response = pkijs.TimeStampResp.fromBER(reply);
    if (response.status.status > 1 || !response.timeStampToken) throw new Error(`the time-stamping authority refused the request (status ${response.status.status})`);
    const signed = new pkijs.SignedData({ schema: response.timeStampToken.content });
    const content = signed.encapContentInfo.eContent;
    if (signed.encapContentInfo.eContentType !== oids.tstInfo || !content) throw new Error("the token holds no TSTInfo");
    info = pkijs.TSTInfo.fromBER(content.getValue());
  } catch (error) {
    throw new JobError("TimestampUnavailable", undefined, { cause: error });
  }
  const stamped = Buffer.from(info.messageImprint.hashedMessage.valueBlock.valueHexView);
  const echoed = info.nonce ? Buffer.from(info.nonce.valueBlock.valueHexView) : null;
  if (!stamped.equals(imprint) || (echoed !== null && !stripZeros(echoed).equals(stripZeros(nonce)))) {
    throw new JobError("TimestampUnavailable", undefined, { cause: new Error("the token stamps something other than the signature sent") });
  }
  return Buffer.from(response.timeStampToken!.toSchema().toBER());
}

function stripZeros(bytes: Buffer): Buffer {
  let at = 0;
  while (at < bytes.length - 1 && bytes[at] === 0) at++;
  return bytes.subarray(at);
}
