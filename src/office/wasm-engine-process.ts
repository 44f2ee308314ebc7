/*
 * The child process that holds LibreOffice compiled to WebAssembly (started by wasm-engine.ts):
 * its memory is its own, and killing it on a time limit leaves the worker running. It takes one
 * conversion at a time over IPC, as file paths; documents never travel through the channel.
 *
 * What LibreOffice can reach from here: its virtual file system is in memory (the document is
 * copied in, the result copied out, nothing of the real disk is mounted), and the one way out
 * Emscripten has in Node, sockets tunnelled over WebSocket with the `ws` package, is closed
 * below before LibreOffice loads.
 */
import fs from "node:fs/promises";
import Module, { createRequire } from "node:module";
import { securityRegistry } from "./security-profile.ts";

const require = createRequire(import.meta.url);

// Emscripten's socket layer requires `ws` when LibreOffice opens a socket; refusing it makes
// every connection attempt fail inside LibreOffice.
Module.registerHooks({
  resolve(specifier, context, next) {
    if (specifier === "ws" || specifier.startsWith("ws/")) throw new Error("network access is disabled for LibreOffice");
    return next(specifier, context);
  },
});
Reflect.deleteProperty(globalThis, "WebSocket");

interface ConvertMessage {
  readonly id: number;
  readonly input: string;
  readonly inputFormat: string;
  readonly output: string;
  readonly target: "pdf" | "ods";
  readonly filterOptions: string;
}

type Reply = { id: number; ok: true } | { id: number; ok: false; stage: "load" | "export"; message: string };

const { LibreOfficeConverter } = await import("@matbee/libreoffice-converter");
const wasmLoader = require("@matbee/libreoffice-converter/wasm/loader");

interface PackageInternals {
  injectFonts(): Promise<void>;
  performConversion(input: string, output: string, options: { outputFormat: string; filterOptions: string }): Promise<Uint8Array>;
  module: { FS: { mkdirTree(path: string): void; writeFile(path: string, data: string | Uint8Array): void; unlink(path: string): void } };
}

const converter = new LibreOfficeConverter({ wasmLoader, verbose: false });
// The security settings go into LibreOffice's in-memory profile before LibreOfficeKit reads it.
// The package's font step runs after its virtual file system exists and before LibreOfficeKit
// starts, the one moment the profile can be written, so the step is wrapped.
const internals = converter as unknown as PackageInternals;
const injectFonts = internals.injectFonts.bind(converter);
internals.injectFonts = async () => {
  await injectFonts();
  internals.module.FS.mkdirTree("/instdir/user");
  internals.module.FS.writeFile("/instdir/user/registrymodifications.xcu", securityRegistry());
};
await converter.initialize();
Reflect.deleteProperty(globalThis, "fetch");
process.send!({ ready: true });

// One conversion at a time: the parent sends the next only after the reply.
process.on("message", (message: ConvertMessage) => {
  void convert(message).then((reply) => process.send!(reply));
});
process.on("disconnect", () => process.exit(0));

async function convert(message: ConvertMessage): Promise<Reply> {
  let data: Uint8Array;
  try {
    data = await fs.readFile(message.input);
  } catch (error) {
    return { id: message.id, ok: false, stage: "load", message: String(error) };
  }
  // The package's own convert() gives LibreOffice load options for some types that it then
  // misreads (a CSV became a text document); loading by the file's extension, as soffice does,
  // lets LibreOffice's type detection choose the import filter.
  const inputPath = `/tmp/input/document.${message.inputFormat}`;
  const outputPath = `/tmp/output/document.${message.target}`;
  try {
    internals.module.FS.writeFile(inputPath, data);
    const result = await internals.performConversion(inputPath, outputPath, { outputFormat: message.target, filterOptions: message.filterOptions });
    await fs.writeFile(message.output, result);
    return { id: message.id, ok: true };
  } catch (error) {
    const code = (error as { code?: string }).code;
    const text = error instanceof Error ? error.message : String(error);
    // The package reports a document it could not open either by code or, wrapped, by message.
    const stage = code === "LOAD_FAILED" || /failed to load document/i.test(text) ? "load" : "export";
    return { id: message.id, ok: false, stage, message: text };
  } finally {
    for (const file of [inputPath, outputPath]) {
      try {
        internals.module.FS.unlink(file);
      } catch {
        // not written
      }
    }
  }
}
