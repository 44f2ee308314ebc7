import fs from "node:fs";

/**
 * The data folder holds the database, every stored input and result, and the secret key: only
 * the service's own user may read any of it. The folder itself is made private (that alone
 * closes whatever an earlier version left readable inside it), and everything this process and
 * its workers create from now on is private too (a umask of 077: files 0600, folders 0700),
 * whatever umask the operator's shell had.
 */
export function makeDataFolderPrivate(dataDir: string): void {
  process.umask(0o077);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    fs.chmodSync(dataDir, 0o700);
  } catch {
    // A folder the service does not own (a mounted volume): its owner decides.
  }
}
