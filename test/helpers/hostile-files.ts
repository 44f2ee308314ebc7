import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { hostileKinds } from "../fixtures/hostile-pdfs.ts";

const fixture = path.resolve(import.meta.dirname, "../fixtures/hostile-pdfs.ts");

/**
 * The hostile PDFs of test/fixtures/hostile-pdfs.ts at `scale` (all kinds, or those named), by
 * kind name. Each is written once per machine and version of that file, not once per suite:
 * a bomb takes seconds of deflating (the double-deflated one at full scale fifteen), and several
 * suites, in both test runs, want the same files. They stay in the system's temporary folder
 * under a hash of the fixture's source, written to a name of their own and renamed into place,
 * so a suite never reads one another process is still writing. Shared: never change or delete them.
 */
export async function hostilePdfs(scale: number, only?: readonly string[]): Promise<Map<string, string>> {
  const version = createHash("sha256").update(await fs.readFile(fixture)).digest("hex").slice(0, 16);
  const folder = path.join(os.tmpdir(), "doctools-hostile-pdfs", `${version}-x${scale}`);
  await fs.mkdir(folder, { recursive: true });
  const paths = new Map<string, string>();
  for (const kind of hostileKinds(scale)) {
    if (only && !only.includes(kind.name)) continue;
    const file = path.join(folder, `${kind.name}.pdf`);
    const written = await fs.access(file).then(() => true, () => false);
    if (!written) {
      const partial = `${file}.${randomUUID()}.part`;
      await fs.writeFile(partial, await kind.write());
      await fs.rename(partial, file);
    }
    paths.set(kind.name, file);
  }
  return paths;
}
