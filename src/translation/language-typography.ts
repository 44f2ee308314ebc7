import type { Language } from "../contract/languages.ts";
import type { FontFamily } from "./translation-fonts.ts";

/** How text in each output language of summarize-pdf and translate-pdf is set: its BCP 47 tag, font and direction. */
export interface LanguageTypography {
  /** BCP 47 tag, written as the PDF's /Lang and the HTML's lang (HarfBuzz shapes by it). */
  readonly tag: string;
  readonly family: FontFamily;
  readonly rtl: boolean;
}

const ltr = (tag: string, family: FontFamily): LanguageTypography => ({ tag, family, rtl: false });

export const languageTypography: Readonly<Record<Language, LanguageTypography>> = {
  English: ltr("en", "sans"),
  Hindi: ltr("hi", "devanagari"),
  Bengali: ltr("bn", "bengali"),
  Marathi: ltr("mr", "devanagari"),
  Telugu: ltr("te", "telugu"),
  Tamil: ltr("ta", "tamil"),
  Gujarati: ltr("gu", "gujarati"),
  // Nastaliq is how Urdu is written and read; Naskh would do, but looks foreign to Urdu readers.
  Urdu: { tag: "ur", family: "nastaliq", rtl: true },
  Kannada: ltr("kn", "kannada"),
  Odia: ltr("or", "oriya"),
  Malayalam: ltr("ml", "malayalam"),
  Punjabi: ltr("pa", "gurmukhi"),
  // Assamese is written in the Bengali-Assamese script, which Noto Sans Bengali covers (ৰ, ৱ included).
  Assamese: ltr("as", "bengali"),
  Arabic: { tag: "ar", family: "naskh", rtl: true },
  ChineseSimplified: ltr("zh-Hans", "cjk"),
  French: ltr("fr", "sans"),
  German: ltr("de", "sans"),
  Indonesian: ltr("id", "sans"),
  Italian: ltr("it", "sans"),
  Japanese: ltr("ja", "cjk"),
  Korean: ltr("ko", "cjk"),
  Portuguese: ltr("pt", "sans"),
  Russian: ltr("ru", "sans"),
  Spanish: ltr("es", "sans"),
  Turkish: ltr("tr", "sans"),
};
