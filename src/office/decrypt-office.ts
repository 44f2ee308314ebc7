import officeCrypto from "officecrypto-tool";
import { JobError } from "../errors/job-errors.ts";
import type { OfficeFormat } from "./file-type.ts";

/** The formats whose password protection this service opens itself, before LibreOffice sees the file. */
const decryptable = new Set<OfficeFormat>(["docx", "xlsx", "pptx", "doc", "xls", "ppt"]);

/**
 * A password-protected Microsoft Office file with its protection removed: OOXML in an
 * encrypted package (ECMA-376 agile or standard encryption) and Word, Excel and PowerPoint 97–2004
 * files (RC4, RC4 CryptoAPI, XOR obfuscation). Done here, not by LibreOffice, because neither of
 * its engines can be handed a password (LibreOfficeKit asks through a callback; soffice's
 * command line has no such option), and because checking the password against the file's own
 * verifier tells a wrong password from a damaged file.
 */
export async function decryptOffice(bytes: Buffer, format: OfficeFormat, password: string, name: string): Promise<Buffer> {
  if (!decryptable.has(format)) {
    throw new JobError(
      "InvalidRequest",
      `"${name}" is an OpenDocument file protected with a password, which this service cannot open; save it without a password (or as .docx, .xlsx or .pptx with one) and convert that.`,
    );
  }
  let plain: Buffer;
  try {
    plain = await officeCrypto.decrypt(bytes, { password });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/password is incorrect|incorrect password|wrong password/i.test(message)) {
      throw new JobError("WrongPassword", `The password is wrong for "${name}".`, { cause: error });
    }
    throw new JobError("DamagedFile", `"${name}" is protected with a password in a way that cannot be opened (its encryption is damaged or of an unknown kind).`, { cause: error });
  }
  if (plain.length === 0) throw new JobError("DamagedFile", `"${name}" is protected with a password and holds nothing once opened.`);
  return plain;
}
