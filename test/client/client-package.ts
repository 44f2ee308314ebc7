import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

export const repositoryRoot = path.resolve(import.meta.dirname, "../..");
export const clientPackageDir = path.join(repositoryRoot, "packages/client");
/** The repository's own TypeScript compiler, as a user's project would have its own. */
export const typescriptCompiler = path.join(repositoryRoot, "node_modules/typescript/bin/tsc");

/** Runs npm as a user would, without its update notice, audit or funding messages. */
export async function npm(args: string[], cwd: string): Promise<{ stdout: string; stderr: string }> {
  const env = { ...process.env, npm_config_update_notifier: "false", npm_config_audit: "false", npm_config_fund: "false" };
  return run("npm", args, { cwd, env, encoding: "utf8", maxBuffer: 16 * 1024 * 1024 });
}

/**
 * Packs packages/client into `destination` (`npm pack`, whose prepack compiles it) and returns the
 * tarball's path. The compiled files land in packages/client/dist: two test files packing at once
 * would write them together, so packing holds a lock (a folder, made atomically) for its length.
 */
export async function packClient(destination: string): Promise<string> {
  const lock = path.join(os.tmpdir(), "doctools-client-pack.lock");
  for (let attempt = 0; ; attempt++) {
    try {
      await fs.mkdir(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      // A lock older than two minutes was left by a test process that died while packing.
      const stats = await fs.stat(lock).catch(() => null);
      if (stats && Date.now() - stats.mtimeMs > 120_000) await fs.rm(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    const { stdout } = await npm(["pack", clientPackageDir, "--pack-destination", destination, "--json"], repositoryRoot);
    const [packed] = JSON.parse(stdout.slice(stdout.indexOf("["))) as Array<{ filename: string }>;
    return path.join(destination, packed!.filename);
  } finally {
    await fs.rm(lock, { recursive: true, force: true });
  }
}

/** A fresh folder holding an npm project of its own (ES modules), outside the repository. */
export async function freshProject(prefix: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  await fs.writeFile(path.join(dir, "package.json"), `${JSON.stringify({ name: "client-user", private: true, type: "module" }, null, 2)}\n`);
  return dir;
}

/** Installs packages into a project from the registry or tarballs, using npm's cache where it can. */
export async function npmInstall(project: string, specs: string[]): Promise<void> {
  await npm(["install", "--no-audit", "--no-fund", "--prefer-offline", ...specs], project);
}
