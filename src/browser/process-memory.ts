import fs from "node:fs/promises";

const PAGE_BYTES = 4096;

/**
 * Resident memory of every process in a process group, in MB: a Chromium and its renderers
 * (the browser leads its own group). Read from /proc; null where there is none (not Linux).
 */
export async function groupResidentMb(groupId: number): Promise<number | null> {
  let entries: string[];
  try {
    entries = await fs.readdir("/proc");
  } catch {
    return null;
  }
  let pages = 0;
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await fs.readFile(`/proc/${entry}/stat`, "utf8").catch(() => null);
    if (stat === null) continue;
    // The command name (field 2) may hold spaces and parentheses: fields are counted after its last ")".
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (Number(fields[2]) !== groupId) continue;
    pages += Number(fields[21]) || 0;
  }
  return (pages * PAGE_BYTES) / (1024 * 1024);
}
