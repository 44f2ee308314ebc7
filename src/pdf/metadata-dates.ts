/**
 * Dates of document metadata in the two forms a PDF holds them: ISO 8601 (XMP, and what the
 * API takes and gives) and the PDF date string of the document information dictionary
 * (ISO 32000-2 §7.9.4, `D:YYYYMMDDHHmmSSOHH'mm`).
 */

/** A date and time the API takes: a day, or a day and time with seconds and offset optional. */
export const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?(Z|[+-]\d{2}:\d{2})?)?$/;

export interface DateParts {
  readonly year: string;
  readonly month: string;
  readonly day: string;
  readonly hour: string;
  readonly minute: string;
  readonly second: string;
  /** "Z", "+HH:MM" or "-HH:MM"; null when the time has no offset. */
  readonly offset: string | null;
}

/** The parts of an ISO 8601 date the API takes, or null when it is not one or names no real day or time. */
export function parseIsoDate(text: string): DateParts | null {
  const match = ISO_DATE_PATTERN.exec(text.trim());
  if (match === null) return null;
  const [, year, month, day, hour = "00", minute = "00", second = "00", offset = null] = match as unknown as [string, string, string, string, string?, string?, string?, string?];
  const probe = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (probe.getUTCMonth() !== Number(month) - 1 || probe.getUTCDate() !== Number(day)) return null;
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return null;
  if (offset !== null && offset !== "Z" && (Number(offset.slice(1, 3)) > 23 || Number(offset.slice(4)) > 59)) return null;
  return { year: year!, month: month!, day: day!, hour, minute, second, offset };
}

export function toPdfDate(parts: DateParts): string {
  const zone = parts.offset === null ? "" : parts.offset === "Z" ? "Z" : `${parts.offset.slice(0, 3)}'${parts.offset.slice(4)}'`;
  return `D:${parts.year}${parts.month}${parts.day}${parts.hour}${parts.minute}${parts.second}${zone}`;
}

export function toIsoDate(parts: DateParts): string {
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${parts.offset ?? ""}`;
}

/** A PDF date string read leniently (writers drop the `D:`, the seconds, or the apostrophes), or null. */
export function parsePdfDate(text: string): DateParts | null {
  const match = /^(?:D:)?(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?(?:(Z)|([+-])(\d{2})'?(\d{2})?'?)?/.exec(text.trim());
  if (match === null) return null;
  const [, year, month = "01", day = "01", hour = "00", minute = "00", second = "00", zulu, sign, zoneHour, zoneMinute = "00"] = match;
  const offset = zulu ? "Z" : sign ? `${sign}${zoneHour}:${zoneMinute}` : null;
  return parseIsoDate(`${year}-${month}-${day}T${hour}:${minute}:${second}${offset ?? ""}`);
}
