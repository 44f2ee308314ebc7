import fs from "node:fs/promises";
import path from "node:path";

interface ProfileNode {
  readonly id: number;
  readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number };
}
interface Profile {
  readonly nodes: readonly ProfileNode[];
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

const STARTUP = "loading modules (start-up)";

/** Which part of the program a frame belongs to: a folder of src/, an npm package, Node itself, or V8's own work. */
function areaOf(frame: ProfileNode["callFrame"]): string | null {
  if (frame.functionName === "(idle)") return null;
  if (frame.functionName === "(garbage collector)") return "V8 garbage collector";
  const ours = /\/src\/([^/]+)\//.exec(frame.url);
  if (ours) return `src/${ours[1]}`;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(frame.url);
  if (pkg) return pkg[1]!;
  if (frame.functionName === "(program)") return "V8 (compiling, runtime)";
  // Node strips TypeScript's types in WebAssembly as it loads each module.
  if (/internal\/modules\//.test(frame.url) || frame.url.startsWith("wasm://") || /^(wrapSafe|compileSourceTextModule|compileForInternalLoader)$/.test(frame.functionName)) return STARTUP;
  // Native calls carry no URL: writes to sockets and files, file system calls.
  if (frame.url === "") return "Node native calls (socket and file I/O)";
  if (frame.url.startsWith("node:")) return "Node (http, streams, events)";
  return "other";
}

/**
 * Where a process spent its CPU, from a V8 CPU profile (`node --cpu-prof`): busy milliseconds
 * after start-up, by area, largest first, as "area N ms (P %)"; loading modules apart, and
 * idle time left out.
 */
export async function cpuByArea(profileFile: string, top = 8): Promise<{ busyMs: number; startupMs: number; areas: string[] }> {
  const profile = JSON.parse(await fs.readFile(profileFile, "utf8")) as Profile;
  const selfMs = new Map<number, number>();
  profile.samples.forEach((id, index) => selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000));
  const byArea = new Map<string, number>();
  let busyMs = 0;
  for (const node of profile.nodes) {
    const area = areaOf(node.callFrame);
    const ms = selfMs.get(node.id) ?? 0;
    if (area === null || ms === 0) continue;
    busyMs += ms;
    byArea.set(area, (byArea.get(area) ?? 0) + ms);
  }
  const startupMs = byArea.get(STARTUP) ?? 0;
  byArea.delete(STARTUP);
  busyMs -= startupMs;
  const areas = [...byArea]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([area, ms]) => `${area} ${ms.toFixed(0)} ms (${((100 * ms) / busyMs).toFixed(0)} %)`);
  return { busyMs, startupMs, areas };
}

/** The profile `node --cpu-prof --cpu-prof-dir=folder` wrote for process `pid`. */
export async function profileOf(folder: string, pid: number): Promise<string | null> {
  const name = (await fs.readdir(folder)).find((file) => file.endsWith(".cpuprofile") && file.split(".").includes(String(pid)));
  return name === undefined ? null : path.join(folder, name);
}
