import { mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createWorker, OEM, PSM, type Block, type Worker } from "tesseract.js";
import { hocrLines, type TextLine } from "./hocr-lines.ts";
import { traineddataFile, verticalModel } from "./ocr-languages.ts";

/**
 * Tesseract (tesseract.js: the C++ engine as WebAssembly, in a thread of its own) reading page
 * images. One engine per worker process, started on first use and kept: starting one costs
 * about half a second, and a language's trained data, once loaded, stays loaded (switching to
 * a set that adds a language loads only that one).
 *
 * The thread keeps the job's own event loop free, so a stop request (the time limit) is heard
 * while a page is read: the thread is then terminated and the next job starts a new engine.
 */

/** A page drawn as 8-bit grey pixels, row after row with no padding. */
export interface GreyImage {
  readonly pixels: Uint8Array;
  readonly width: number;
  readonly height: number;
  /** The resolution it was drawn at: Tesseract sizes its text layer's page from it. */
  readonly dpi: number;
}

export interface PageReading {
  /** Lines in reading order. */
  readonly lines: readonly TextLine[];
  /** The words read, in reading order; empty when the page holds none. */
  readonly text: string;
  /**
   * Tesseract's own text-only PDF of the page: the text layer writer takes its glyphless
   * font (a font that draws nothing, mapping each character code to its Unicode value).
   */
  readonly fontSource: Uint8Array;
}

/** How far a page must be turned clockwise to stand upright, and how sure the detector is. */
export interface Orientation {
  readonly turn: 0 | 90 | 180 | 270;
  readonly confidence: number;
}

export class EngineStopped extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = "EngineStopped";
  }
}

/**
 * Tesseract prints its notes ("Too few characters", "Estimating resolution") on the process's
 * error output, where they would read as errors among the service's log lines.
 */
const quiet = { debug_file: "/dev/null" };

/**
 * Tesseract's library reads a page as one uniform block unless told otherwise (its command
 * line finds the page's layout itself): columns, tables and invoices then run together and
 * words are lost. Automatic page segmentation, as the command does.
 */
const readerSettings = { ...quiet, tessedit_pageseg_mode: PSM.AUTO };

type Task<T> = (worker: Worker) => Promise<T>;

/** One tesseract.js worker thread; operations on it run one at a time. */
class EngineThread {
  private worker: Promise<Worker> | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private failure: ((error: Error) => void) | null = null;

  private readonly start: (hint: string) => Promise<Worker>;

  /** `start` makes the thread; `hint` is what the operation that starts it needs loaded. */
  constructor(start: (hint: string) => Promise<Worker>) {
    this.start = start;
  }

  run<T>(task: Task<T>, signal: AbortSignal, hint = ""): Promise<T> {
    const next = this.queue.then(() => this.runNow(task, signal, hint));
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async runNow<T>(task: Task<T>, signal: AbortSignal, hint: string): Promise<T> {
    signal.throwIfAborted();
    return await new Promise<T>((resolve, reject) => {
      // Settled once: a task that ends after its stop (its thread terminated) must not touch
      // the thread the next operation has started since.
      let settled = false;
      const fail = (error: Error) => {
        if (settled) return;
        settled = true;
        signal.removeEventListener("abort", onAbort);
        this.failure = null;
        // Whatever the thread was doing is lost with it; the next operation starts another.
        void this.terminate();
        reject(error);
      };
      const onAbort = () => fail(signal.reason instanceof Error ? signal.reason : new EngineStopped("The job was stopped."));
      signal.addEventListener("abort", onAbort, { once: true });
      this.failure = fail;
      (async () => {
        const worker = await this.ready(hint);
        return await task(worker);
      })().then(
        (value) => {
          if (settled) return;
          settled = true;
          signal.removeEventListener("abort", onAbort);
          this.failure = null;
          resolve(value);
        },
        (error: unknown) => fail(error instanceof Error ? error : new EngineStopped(String(error))),
      );
    });
  }

  private ready(hint: string): Promise<Worker> {
    if (this.worker === null) {
      const starting = this.start(hint).then((worker) => {
        // A thread that dies (an abort inside the engine, memory exhausted) settles nothing by
        // itself: without this the operation in hand would wait for ever.
        const thread = (worker as unknown as { worker: NodeJS.EventEmitter | null }).worker;
        thread?.once("exit", (code: number) => {
          if (this.worker === starting) this.worker = null;
          this.failure?.(new EngineStopped(`The OCR engine stopped (exit code ${code}).`));
        });
        return worker;
      });
      this.worker = starting;
      starting.catch(() => {
        if (this.worker === starting) this.worker = null;
      });
    }
    return this.worker;
  }

  async terminate(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker === null) return;
    try {
      await (await worker).terminate();
    } catch {
      // It never started, or has already gone.
    }
  }
}

export class TesseractEngine {
  private readonly dataFolder: string;
  private languages = "";
  private fontSource: Uint8Array | null = null;
  private readonly reader: EngineThread;
  private readonly orienter: EngineThread;

  constructor() {
    // tesseract.js reads every model from one folder; the models live in a package each, so
    // the folder holds links to them. It is in the system's temporary folder, never the
    // working folder, and is removed when the process ends.
    this.dataFolder = mkdtempSync(path.join(tmpdir(), "doctools-tessdata-"));
    process.once("exit", () => rmSync(this.dataFolder, { recursive: true, force: true }));
    const options = (langPath: string) => ({
      langPath,
      gzip: true,
      // The default caches each model as a file in the working folder.
      cacheMethod: "none",
      // Without a handler, tesseract.js throws an engine error from its message listener,
      // where nothing can catch it; the operation's own promise rejects with it anyway.
      errorHandler: () => undefined,
    });
    this.reader = new EngineThread(async (codes) => {
      this.languages = "";
      this.link(codes.split("+"));
      const worker = await createWorker(codes, OEM.LSTM_ONLY, options(this.dataFolder));
      await worker.setParameters(readerSettings);
      this.languages = codes;
      return worker;
    });
    // Orientation detection needs the legacy engine and its `osd` model: a second thread,
    // started only when a job asks for it.
    this.orienter = new EngineThread(async () => {
      this.link(["osd"]);
      const worker = await createWorker("osd", OEM.TESSERACT_ONLY, { ...options(this.dataFolder), legacyCore: true, legacyLang: true });
      await worker.setParameters(quiet);
      return worker;
    });
  }

  /**
   * Reads the words of `image` with the models of `codes` (Tesseract's language codes). A page
   * whose text runs mostly in columns is read with the vertical model of a language that has
   * one (Japanese), found by Tesseract's layout analysis of the page (a tenth of a reading's time).
   */
  read(image: GreyImage, codes: readonly string[], signal: AbortSignal): Promise<PageReading> {
    return this.reader.run(async (worker) => {
      await worker.setParameters({ user_defined_dpi: String(Math.round(image.dpi)) });
      let models = codes;
      const vertical = codes.map((code) => verticalModel(code) ?? code);
      if (vertical.some((code, i) => code !== codes[i])) {
        // Either set finds the same layout: the one loaded serves, saving a reload.
        if (this.languages !== vertical.join("+")) await this.load(worker, codes);
        if (await runsVertically(worker, image)) models = vertical;
      }
      await this.load(worker, models);
      // Tesseract's PDF is asked for once per process, for its font, which never changes.
      const wantsFont = this.fontSource === null;
      const { data } = await worker.recognize(pgm(image), { pdfTextOnly: true, pdfTitle: "" }, { text: true, pdf: wantsFont, hocr: true });
      if (wantsFont) this.fontSource = Uint8Array.from(data.pdf ?? []);
      return { lines: hocrLines(data.hocr ?? ""), text: data.text.trim(), fontSource: this.fontSource! };
    }, signal, codes.join("+"));
  }

  /** Makes `codes` the thread's loaded models (a language already loaded is not read again). */
  private async load(worker: Worker, codes: readonly string[]): Promise<void> {
    const wanted = codes.join("+");
    if (this.languages === wanted) return;
    this.link(codes);
    this.languages = "";
    await worker.reinitialize(wanted, OEM.LSTM_ONLY);
    await worker.setParameters(readerSettings);
    this.languages = wanted;
  }

  /** The turn that makes the page upright, or null when it holds too little text to tell. */
  orientation(image: GreyImage, signal: AbortSignal): Promise<Orientation | null> {
    return this.orienter.run(async (worker) => {
      await worker.setParameters({ user_defined_dpi: String(Math.round(image.dpi)) });
      const { data } = await worker.detect(pgm(image));
      if (data.orientation_degrees === null || data.orientation_confidence === null) return null;
      const degrees = ((Math.round(data.orientation_degrees / 90) * 90) % 360 + 360) % 360;
      return { turn: degrees as Orientation["turn"], confidence: data.orientation_confidence };
    }, signal);
  }

  async close(): Promise<void> {
    await Promise.all([this.reader.terminate(), this.orienter.terminate()]);
    this.languages = "";
  }

  private link(codes: readonly string[]): void {
    for (const code of codes) {
      try {
        symlinkSync(traineddataFile(code), path.join(this.dataFolder, `${code}.traineddata.gz`));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      }
    }
  }
}

/**
 * Whether the page's text runs mostly in columns: its lines found by Tesseract's layout
 * analysis alone (no reading), the lengths of those taller than wide against the others'.
 */
async function runsVertically(worker: Worker, image: GreyImage): Promise<boolean> {
  const { data } = await worker.recognize(pgm(image), {}, { text: false, layoutBlocks: true });
  let down = 0;
  let across = 0;
  for (const block of (data as { layoutBlocks?: Block[] | null }).layoutBlocks ?? []) {
    for (const paragraph of block.paragraphs ?? []) {
      for (const { bbox } of paragraph.lines ?? []) {
        const [width, height] = [bbox.x1 - bbox.x0, bbox.y1 - bbox.y0];
        if (height > width) down += height;
        else across += width;
      }
    }
  }
  return down > across;
}

/** Netpbm's binary grey format: Leptonica reads it without decoding anything. */
function pgm(image: GreyImage): Buffer {
  const header = Buffer.from(`P5\n${image.width} ${image.height}\n255\n`, "latin1");
  return Buffer.concat([header, image.pixels]);
}

let shared: TesseractEngine | null = null;

/** The worker process's engine, made on first use. */
export function ocrEngine(): TesseractEngine {
  shared ??= new TesseractEngine();
  return shared;
}
