/**
 * Words reduced to index terms for the local engine (English): lower case, common function words
 * left out, and a light suffix stripping so that "taxes", "taxed" and "tax" meet. It does not
 * need to be a linguist's stemmer, only consistent between a question and the document.
 */

const STOPWORDS = new Set(
  (
    "a about above after again against all also am an and any are aren't as at be because been before being below between both but by " +
    "can cannot could couldn't did didn't do does doesn't doing don't down during each either else etc few for from further had hadn't " +
    "has hasn't have haven't having he her here hers herself him himself his how however i if in into is isn't it it's its itself just " +
    "let's may me might more most must mustn't my myself no nor not now of off on once only or other ought our ours ourselves out over " +
    "own per same shall shan't she should shouldn't so some such than that that's the their theirs them themselves then there there's " +
    "these they this those through thus to too under until up upon us very via was wasn't we were weren't what what's when where which " +
    "while who whom whose why will with within without won't would wouldn't yes yet you your yours yourself yourselves one two also " +
    "e.g i.e page pages tell say says said give gives show shows please document pdf " +
    // Words that frame a question rather than name its subject.
    "many much someone somebody anyone anybody something anything need needs needed happen happens happened whether"
  ).split(" "),
);

/** The words of a text: runs of letters and digits (apostrophes and inner hyphens kept). */
export function words(text: string): string[] {
  return text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? [];
}

export function isStopword(word: string): boolean {
  return STOPWORDS.has(word.toLowerCase().replace(/’/g, "'"));
}

/** A word's index term: lower-cased and stripped of common English inflections. */
export function stem(word: string): string {
  let w = word.toLowerCase().replace(/’/g, "'").replace(/'s$/, "");
  if (w.length <= 3 || /\d/.test(w)) return w;
  if (w.endsWith("ies") && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (/(?:ss|us|is)$/.test(w)) {
    // "class", "status", "basis" are not plurals
  } else if (/(?:xes|ches|shes|sses|zes)$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith("s")) w = w.slice(0, -1);
  if (w.endsWith("ing") && w.length > 5) w = undouble(w.slice(0, -3));
  else if (w.endsWith("ed") && w.length > 4) w = undouble(w.slice(0, -2));
  if (w.endsWith("ly") && w.length > 5) w = w.slice(0, -2);
  else if (w.endsWith("ment") && w.length > 7) w = w.slice(0, -4);
  if (w.endsWith("e") && w.length > 4) w = w.slice(0, -1);
  return w;
}

function undouble(w: string): string {
  return /([b-df-hj-np-tv-z])\1$/.test(w) && !/(?:ll|ss|zz)$/.test(w) ? w.slice(0, -1) : w;
}

/** The index terms of a text: its words that are not function words, stemmed. */
export function terms(text: string): string[] {
  const out: string[] = [];
  for (const word of words(text)) {
    if (isStopword(word)) continue;
    // Single letters and lone digits carry no meaning for retrieval.
    if (word.length < 2) continue;
    out.push(stem(word));
  }
  return out;
}
