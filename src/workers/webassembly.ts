/**
 * The parts of the WebAssembly global this service touches, typed here: the project compiles
 * without the DOM library, which is where TypeScript declares them.
 */
export interface WasmMemory {
  readonly buffer: ArrayBuffer;
  grow(delta: number): number;
}

interface WebAssemblyApi {
  readonly Memory: { readonly prototype: WasmMemory };
  readonly RuntimeError: abstract new (...args: never[]) => Error;
}

export const WebAssemblyApi = (globalThis as unknown as { WebAssembly: WebAssemblyApi }).WebAssembly;

/** A trap of a WebAssembly engine (out-of-bounds access, unreachable code, a failed abort()). */
export function isWasmTrap(error: unknown): boolean {
  return error instanceof WebAssemblyApi.RuntimeError;
}
