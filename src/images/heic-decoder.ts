/**
 * HEIC through libheif-js, libheif (with libde265) compiled to WebAssembly: sharp's prebuilt
 * libvips has the HEIF container but no HEVC decoder (the codec's patents keep it out), and
 * a WebAssembly build needs no native package on the host. libheif-js follows libheif's own
 * releases (1.23 here) and is the build heic-decode and heic-convert rely on.
 */
import { createRequire } from "node:module";
import type { RawImage } from "./bmp-codec.ts";

/** The few calls of libheif-js's embind API this module makes (its own .d.ts types them loosely). */
interface LibheifError {
  readonly code: unknown;
  readonly message?: string;
}
interface DecodedPlane {
  readonly id: unknown;
  readonly width: number;
  readonly height: number;
  readonly stride: number;
  readonly data: Uint8Array;
}
interface Libheif {
  heif_error_code: { heif_error_Ok: unknown };
  heif_colorspace: { heif_colorspace_RGB: unknown };
  heif_chroma: { heif_chroma_interleaved_RGBA: unknown };
  heif_channel: { heif_channel_interleaved: unknown };
  heif_context_alloc(): unknown;
  heif_context_free(context: unknown): void;
  heif_context_read_from_memory(context: unknown, bytes: Uint8Array): LibheifError;
  heif_js_context_get_primary_image_handle(context: unknown): unknown;
  heif_image_handle_get_width(handle: unknown): number;
  heif_image_handle_get_height(handle: unknown): number;
  heif_image_handle_has_alpha_channel(handle: unknown): number;
  heif_image_handle_release(handle: unknown): void;
  heif_js_decode_image2(handle: unknown, colorspace: unknown, chroma: unknown): Promise<{ code?: unknown; image: unknown; channels: DecodedPlane[] } | LibheifError | null>;
  heif_image_release(image: unknown): void;
}

let loaded: Libheif | undefined;

/**
 * The module is instantiated once per process, on first use: about 80 ms and 2 MB of
 * WebAssembly that jobs without HEIC never pay for. The bundle inlines the .wasm file, so
 * nothing is looked up on disk at run time.
 */
function libheif(): Libheif {
  loaded ??= createRequire(import.meta.url)("libheif-js/wasm-bundle.js") as Libheif;
  return loaded;
}

/** Thrown for a file libheif cannot parse or decode. */
export class HeifError extends Error {
  override readonly name = "HeifError";
}

export interface HeifImage {
  /** Size as shown: libheif applies the file's irot/imir/clap transforms itself when decoding. */
  readonly width: number;
  readonly height: number;
  readonly hasAlpha: boolean;
  /** Decodes the primary image to 8-bit pixels, RGBA when it has alpha, else RGB. */
  decode(): Promise<RawImage>;
  /** Frees libheif's copy of the file; `decode` is not available afterwards. */
  close(): void;
}

/**
 * Parses the container only (no HEVC decoding), so the primary image's size can be checked
 * against a limit before any pixel memory is taken.
 */
export async function openHeif(bytes: Uint8Array): Promise<HeifImage> {
  const lib = libheif();
  const context = lib.heif_context_alloc();
  let handle: unknown;
  const close = () => {
    if (handle) lib.heif_image_handle_release(handle);
    lib.heif_context_free(context);
    handle = undefined;
  };
  const read = lib.heif_context_read_from_memory(context, bytes);
  if (read.code !== lib.heif_error_code.heif_error_Ok) {
    close();
    throw new HeifError(read.message ?? "libheif could not read the file");
  }
  const primary = lib.heif_js_context_get_primary_image_handle(context) as LibheifError | unknown;
  if (!primary || (primary as LibheifError).code !== undefined) {
    close();
    throw new HeifError((primary as LibheifError | null)?.message ?? "the file has no primary image");
  }
  handle = primary;
  const width = lib.heif_image_handle_get_width(handle);
  const height = lib.heif_image_handle_get_height(handle);
  const hasAlpha = lib.heif_image_handle_has_alpha_channel(handle) !== 0;
  return {
    width,
    height,
    hasAlpha,
    close,
    async decode() {
      if (!handle) throw new Error("the HEIF image was closed");
      const decoded = await lib.heif_js_decode_image2(handle, lib.heif_colorspace.heif_colorspace_RGB, lib.heif_chroma.heif_chroma_interleaved_RGBA);
      if (!decoded || !("channels" in decoded)) throw new HeifError((decoded as LibheifError | null)?.message ?? "libheif could not decode the image");
      try {
        const plane = decoded.channels.find((channel) => channel.id === lib.heif_channel.heif_channel_interleaved);
        if (!plane) throw new HeifError("libheif gave no interleaved plane");
        return packPlane(plane, hasAlpha ? 4 : 3);
      } finally {
        lib.heif_image_release(decoded.image);
      }
    },
  };
}

/** Copies libheif's padded RGBA rows into tight rows of 3 or 4 channels. */
function packPlane(plane: DecodedPlane, channels: 3 | 4): RawImage {
  const { width, height, stride, data } = plane;
  const pixels = Buffer.allocUnsafe(width * height * channels);
  if (channels === 4) {
    for (let y = 0; y < height; y++) pixels.set(data.subarray(y * stride, y * stride + width * 4), y * width * 4);
  } else {
    let out = 0;
    for (let y = 0; y < height; y++) {
      for (let at = y * stride, end = at + width * 4; at < end; at += 4) {
        pixels[out++] = data[at]!;
        pixels[out++] = data[at + 1]!;
        pixels[out++] = data[at + 2]!;
      }
    }
  }
  return { width, height, channels, pixels };
}
