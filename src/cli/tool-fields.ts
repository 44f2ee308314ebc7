import { toolCatalogue, type CatalogueField, type CatalogueTool } from "../../packages/client/src/index.ts";
import { UsageError } from "./cli-support.ts";
import { didYouMean } from "../common/did-you-mean.ts";

/** Fields every tool call takes besides the tool's own; `batchId` is set by `doctools batch` itself. */
export const COMMON_FIELDS = ["fileName"] as const;

/**
 * The names the API gives quarter and half turns, with the clockwise degrees each is. A field
 * whose values are all among them takes degrees too (`rotation=90`).
 */
const TURN_DEGREES: Readonly<Record<string, number>> = { Clockwise: 90, UpsideDown: 180, Counterclockwise: 270 };

export function findTool(name: string): CatalogueTool | undefined {
  return toolCatalogue.find((tool) => tool.name === name);
}

export const toolNames = (): string[] => toolCatalogue.map((tool) => tool.name);

/** The degrees each value of a field stands for, when its values are turns; null otherwise. */
export function turnDegrees(field: CatalogueField): ReadonlyArray<readonly [string, number]> | null {
  const values = field.kind === "enum" ? (field.values ?? []) : [];
  if (values.length === 0 || !values.every((value) => Object.hasOwn(TURN_DEGREES, value))) return null;
  return values.map((value) => [value, TURN_DEGREES[value]!] as const);
}

/**
 * A tool name the catalogue does not know is refused here only when it is close to one it does
 * (a typo, which would otherwise upload every file to be told so); any other name goes to the
 * service, which may offer tools this command line does not know of.
 */
export function assertLikelyTool(name: string): void {
  if (findTool(name)) return;
  const hint = didYouMean(name, toolNames());
  if (hint) throw new UsageError(`unknown tool "${name}".${hint} \`doctools tools\` lists every tool.`);
}

/**
 * The `--field` values of a call to `tool`, checked against its declaration and written the way
 * the service reads them: a field the tool does not have is refused with the closest names, an
 * enum value is matched without regard to case when only one value matches so, and turns may be
 * given in degrees. Everything else (numbers, page selections, text) the service checks itself.
 */
export function checkToolFields(tool: CatalogueTool, fields: Readonly<Record<string, string | string[]>>): Record<string, string | string[]> {
  const checked: Record<string, string | string[]> = {};
  const names = [...tool.fields.map((field) => field.name), ...COMMON_FIELDS];
  for (const [name, value] of Object.entries(fields)) {
    const field = tool.fields.find((candidate) => candidate.name === name) ?? tool.fields.find((candidate) => candidate.name.toLowerCase() === name.toLowerCase());
    if (!field) {
      if ((COMMON_FIELDS as readonly string[]).includes(name)) {
        checked[name] = value;
        continue;
      }
      const known = names.length > 0 ? ` Its fields: ${names.join(", ")}.` : "";
      throw new UsageError(`${tool.name} has no field "${name}".${didYouMean(name, names)}${known} See \`doctools run ${tool.name} --help\`.`);
    }
    checked[field.name] = Array.isArray(value) ? value.map((item) => checkValue(tool, field, item)) : checkValue(tool, field, value);
  }
  return checked;
}

function checkValue(tool: CatalogueTool, field: CatalogueField, raw: string): string {
  if (field.kind === "enum") return matchValue(tool, field, raw.trim());
  if (field.kind === "enumList") {
    // Each item of the list on its own, so `english, FRENCH` is read as `English,French`.
    return raw
      .split(",")
      .map((item) => item.trim())
      .filter((item) => item !== "")
      .map((item) => matchValue(tool, field, item))
      .join(",");
  }
  return raw;
}

/** One enum value: exact, else the only one equal without regard to case, else degrees for turns. */
function matchValue(tool: CatalogueTool, field: CatalogueField, value: string): string {
  const values = field.values ?? [];
  if (values.includes(value)) return value;
  const folded = values.filter((candidate) => candidate.toLowerCase() === value.toLowerCase());
  if (folded.length === 1) return folded[0]!;
  const turns = turnDegrees(field);
  const degrees = /^([+-]?\d+)\s*(?:°|deg|degrees?)?$/i.exec(value);
  if (turns && degrees) {
    const clockwise = ((Number(degrees[1]) % 360) + 360) % 360;
    const turn = turns.find(([, turnDegrees]) => turnDegrees === clockwise);
    if (turn) return turn[0];
  }
  const allowed = turns ? `${values.join(", ")} (or ${turns.map(([, d]) => d).join(", ")}: degrees clockwise)` : values.join(", ");
  const ambiguous = folded.length > 1 ? ` ("${value}" matches ${folded.join(" and ")} without regard to case: give one exactly.)` : "";
  throw new UsageError(`${tool.name}: "${value}" is not a value of ${field.name}.${ambiguous || didYouMean(value, values)} It takes ${field.kind === "enumList" ? "a comma-separated list of " : "one of "}${allowed}.`);
}
