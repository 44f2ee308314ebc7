/**
 * A ceiling on the WebAssembly memory of this process (MuPDF, libheif): growth past it is
 * refused, which the engines see as a failed allocation and report as an error, long before
 * the process could take the machine's memory. Polling the resident size is too slow for
 * this: MuPDF inflating a stream can grow its memory by a gigabyte in a second.
 *
 * Emscripten grows memory through `WebAssembly.Memory.prototype.grow` and treats an exception
 * from it as "no more memory" (its allocator then returns NULL), so a refusal here is an
 * ordinary out-of-memory condition for the engine, not a crash.
 */

import { WebAssemblyApi, type WasmMemory } from "./webassembly.ts";

const PAGE_BYTES = 65536;
const memories = new Set<WasmMemory>();
let ceilingBytes = Number.POSITIVE_INFINITY;
let refused = false;

export function capWasmMemory(maxBytes: number): void {
  ceilingBytes = maxBytes;
  const prototype = WebAssemblyApi.Memory.prototype as { grow: WasmMemory["grow"] };
  const grow = prototype.grow;
  if ((grow as { capped?: boolean }).capped) return;
  const capped = function (this: WasmMemory, delta: number): number {
    memories.add(this);
    let total = 0;
    for (const memory of memories) total += memory.buffer.byteLength;
    if (total + delta * PAGE_BYTES > ceilingBytes) {
      refused = true;
      throw new RangeError(`WebAssembly memory would pass its ceiling of ${Math.round(ceilingBytes / 1048576)} MB`);
    }
    try {
      return grow.call(this, delta);
    } catch (error) {
      // Past what the engine can address at all (4 GiB, or the engine's own maximum).
      refused = true;
      throw error;
    }
  };
  (capped as { capped?: boolean }).capped = true;
  prototype.grow = capped;
}

/** Whether growth was refused since the last call (then cleared): the job in hand ran out of memory. */
export function takeWasmMemoryRefusal(): boolean {
  const was = refused;
  refused = false;
  return was;
}
