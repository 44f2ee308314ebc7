import path from "node:path";

export const corpusRoot = path.resolve(import.meta.dirname, "../../../shared/corpus");

export function corpusFile(relative: string): string {
  return path.join(corpusRoot, relative);
}
