/** Output languages of summarize-pdf and translate-pdf, in the order the API lists them. */
export const languages = [
  "English",
  "Hindi",
  "Bengali",
  "Marathi",
  "Telugu",
  "Tamil",
  "Gujarati",
  "Urdu",
  "Kannada",
  "Odia",
  "Malayalam",
  "Punjabi",
  "Assamese",
  "Arabic",
  "ChineseSimplified",
  "French",
  "German",
  "Indonesian",
  "Italian",
  "Japanese",
  "Korean",
  "Portuguese",
  "Russian",
  "Spanish",
  "Turkish",
] as const;

export type Language = (typeof languages)[number];

/** How a language is named to a model in instructions. */
export function languageName(language: Language): string {
  return language === "ChineseSimplified" ? "Simplified Chinese" : language;
}
