import type { Progress } from "../../packages/client/src/index.ts";

/** Where progress is written: stderr, so stdout holds only the command's result. */
export interface ProgressStream {
  readonly isTTY?: boolean;
  readonly columns?: number;
  write(text: string): unknown;
}

export interface ProgressDisplay {
  readonly onProgress: (progress: Progress) => void;
  /** Ends the bar in hand, so that what is written next starts on a line of its own. */
  finish(): void;
}

const BAR_WIDTH = 24;
/** A terminal bar is redrawn at most this often; a phase's end is always drawn. */
const REDRAW_MS = 100;
/** Lines for a log or a pipe come at each tenth, not at every chunk. */
const STEP_PERCENT = 10;

/**
 * Progress on a terminal as one bar per phase, redrawn in place; anywhere else (a pipe, a log
 * file, CI) as plain lines: one when a phase starts, when a job's status changes, and at each
 * tenth of the way, so a long upload is a dozen lines, not thousands.
 */
export function createProgressDisplay(stream: ProgressStream): ProgressDisplay {
  return stream.isTTY ? terminalBars(stream) : plainLines(stream);
}

function plainLines(stream: ProgressStream): ProgressDisplay {
  let phase: Progress["phase"] | null = null;
  let status: string | undefined;
  let step = -1;
  return {
    onProgress(progress) {
      const percent = progress.total > 0 ? Math.floor((progress.done / progress.total) * 100) : 0;
      // Without a known size (a ZIP streamed as it is made) a line at 1 MiB, 2, 4, 8, …
      const reached = progress.total > 0 ? Math.floor(percent / STEP_PERCENT) : progress.done < 1 << 20 ? 0 : Math.floor(Math.log2(progress.done / (1 << 20))) + 1;
      const changed = progress.phase !== phase || progress.status !== status;
      if (!changed && reached <= step) return;
      phase = progress.phase;
      status = progress.status;
      step = reached;
      stream.write(`${describe(progress, percent)}\n`);
    },
    finish() {},
  };
}

function terminalBars(stream: ProgressStream): ProgressDisplay {
  let phase: Progress["phase"] | null = null;
  let drawnAt = 0;
  let open = false;
  const finish = () => {
    if (open) stream.write("\n");
    open = false;
  };
  return {
    onProgress(progress) {
      const now = Date.now();
      const ended = progress.total > 0 && progress.done >= progress.total;
      if (progress.phase !== phase) {
        finish();
        phase = progress.phase;
      } else if (now - drawnAt < REDRAW_MS && !ended) {
        return;
      }
      drawnAt = now;
      const fraction = progress.total > 0 ? Math.min(1, progress.done / progress.total) : 0;
      const filled = Math.round(fraction * BAR_WIDTH);
      const line = `${progress.phase.padEnd(10)} [${"#".repeat(filled)}${"-".repeat(BAR_WIDTH - filled)}] ${describe(progress, Math.floor(fraction * 100)).slice(progress.phase.length + 1)}`;
      // \r and erase-line redraw the bar in place; cut to the terminal's width so it never wraps.
      stream.write(`\r\x1b[2K${line.slice(0, Math.max(20, (stream.columns || 80) - 1))}`);
      open = true;
    },
    finish,
  };
}

/** "upload 40% (4.0 MB of 10.0 MB)", "processing Processing 3 of 10", "download 100% (1.2 MB)". */
function describe(progress: Progress, percent: number): string {
  if (progress.phase === "processing") {
    const steps = progress.total > 1 ? `${percent}% (${progress.done} of ${progress.total})` : "";
    return ["processing", progress.status, steps].filter(Boolean).join(" ");
  }
  if (progress.total <= 0) return `${progress.phase} ${formatBytes(progress.done)}`;
  return `${progress.phase} ${percent}% (${formatBytes(progress.done)} of ${formatBytes(progress.total)})`;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  const units = ["kB", "MB", "GB", "TB"];
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}
