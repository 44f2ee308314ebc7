import fs from "node:fs";
import { createRequire } from "node:module";
import { mupdf } from "../pdf/mupdf-document.ts";

/**
 * The fonts translated PDFs are set in, and the hook that hands them to MuPDF's HTML layout.
 *
 * Every file is TrueType from npm (MuPDF's WebAssembly build reads TrueType/OpenType, not
 * WOFF): Noto Sans for each Indic script, Noto Naskh Arabic, Noto Nastaliq Urdu (OFL-1.1,
 * from @expo-google-fonts/*), DejaVu Sans for Latin, Greek and Cyrillic (already used for
 * stamps). Chinese, Japanese and Korean use the Droid Sans Fallback font compiled into
 * MuPDF itself: one font covering all Hangul syllables, kana and the CJK Unified Ideographs
 * block, so the install grows by nothing instead of 50–90 MB per CJK Noto family.
 */

export type FontFamily =
  | "sans"
  | "devanagari"
  | "bengali"
  | "gurmukhi"
  | "gujarati"
  | "oriya"
  | "tamil"
  | "telugu"
  | "kannada"
  | "malayalam"
  | "naskh"
  | "nastaliq"
  | "cjk";

const resolve = createRequire(import.meta.url).resolve;

/** npm package and file stem per family; each ships 400Regular and 700Bold TrueType files. */
const expoFiles: Record<Exclude<FontFamily, "sans" | "cjk">, { pkg: string; stem: string }> = {
  devanagari: { pkg: "noto-sans-devanagari", stem: "NotoSansDevanagari" },
  bengali: { pkg: "noto-sans-bengali", stem: "NotoSansBengali" },
  gurmukhi: { pkg: "noto-sans-gurmukhi", stem: "NotoSansGurmukhi" },
  gujarati: { pkg: "noto-sans-gujarati", stem: "NotoSansGujarati" },
  oriya: { pkg: "noto-sans-oriya", stem: "NotoSansOriya" },
  tamil: { pkg: "noto-sans-tamil", stem: "NotoSansTamil" },
  telugu: { pkg: "noto-sans-telugu", stem: "NotoSansTelugu" },
  kannada: { pkg: "noto-sans-kannada", stem: "NotoSansKannada" },
  malayalam: { pkg: "noto-sans-malayalam", stem: "NotoSansMalayalam" },
  naskh: { pkg: "noto-naskh-arabic", stem: "NotoNaskhArabic" },
  nastaliq: { pkg: "noto-nastaliq-urdu", stem: "NotoNastaliqUrdu" },
};

function fontFile(family: Exclude<FontFamily, "cjk">, bold: boolean): string {
  if (family === "sans") return resolve(`dejavu-fonts-ttf/ttf/${bold ? "DejaVuSans-Bold" : "DejaVuSans"}.ttf`);
  const { pkg, stem } = expoFiles[family];
  const weight = bold ? "700Bold" : "400Regular";
  return resolve(`@expo-google-fonts/${pkg}/${weight}/${stem}_${weight}.ttf`);
}

/** MuPDF's script names (as passed to the font hook) for the scripts we carry a font for. */
const familyByScript: Record<string, FontFamily> = {
  Latin: "sans",
  Greek: "sans",
  Cyrillic: "sans",
  Devanagari: "devanagari",
  Bengali: "bengali",
  Gurmukhi: "gurmukhi",
  Gujarati: "gujarati",
  Oriya: "oriya",
  Tamil: "tamil",
  Telugu: "telugu",
  Kannada: "kannada",
  Malayalam: "malayalam",
  Arabic: "naskh",
};

const loaded = new Map<string, mupdf.Font>();

function load(family: FontFamily, bold: boolean): mupdf.Font {
  const key = `${family}:${bold ? "bold" : "regular"}`;
  let font = loaded.get(key);
  if (!font) {
    // The compiled-in CJK font has one weight; MuPDF emboldens it for headings.
    font = family === "cjk" ? new mupdf.Font("zh-Hans") : new mupdf.Font(`${family}-${bold ? "bold" : "regular"}`, fs.readFileSync(fontFile(family, bold)));
    loaded.set(key, font);
  }
  return font;
}

/** The CSS family names we write into the HTML, each answered by the hook below. */
export function cssFamily(family: FontFamily): string {
  return `doctools-${family}`;
}

let installed = false;

/**
 * Installs, once per process, MuPDF's font hook: a CSS family we wrote is answered with its
 * font, and a script the chosen font lacks (a Latin word in Hindi, an Arabic name in French)
 * with that script's font, so nothing falls to a font without the glyph.
 */
export function installTranslationFonts(): void {
  if (installed) return;
  installed = true;
  mupdf.installLoadFontFunction((name, script, bold) => {
    const named = name.startsWith("doctools-") ? (name.slice("doctools-".length) as FontFamily) : undefined;
    const family = named ?? familyByScript[script];
    if (!family) return null;
    return load(family, Boolean(bold));
  });
}
