/**
 * One tool of the service as its catalogue (`toolCatalogue`) describes it: what it takes and what
 * each of its fields accepts. The catalogue is generated from the service's tool declarations, the
 * same ones its validation and OpenAPI document come from, so it lists no field the service does
 * not read and misses none it does.
 */
export interface CatalogueTool {
  /** The tool's path segment: `merge-pdf` is called at `POST /v1/merge-pdf`. */
  readonly name: string;
  readonly summary: string;
  readonly description: string;
  /** Paid tools need a plan that includes them. */
  readonly paid: boolean;
  /** Whether a call may join a batch (`batchId`). */
  readonly acceptsBatch: boolean;
  readonly files: {
    readonly min: number;
    readonly max: number;
    /** Media types the tool reads. */
    readonly accepts: readonly string[];
  };
  /** The tool's own fields, beside the common `files`, `uploads`, `fileName` and `batchId`. */
  readonly fields: readonly CatalogueField[];
}

export interface CatalogueField {
  readonly name: string;
  /**
   * `enum`: one of `values`; `enumList`: several of `values`, comma-separated; `integer` from
   * `min` to `max`; `boolean`: true or false; `text` (at most `maxLength` characters); `pages`: a
   * page selection such as `1,3,5-7`; `lines`: one item a line; `boxes`: a JSON array of
   * `{ page, x, y, width, height }`; `jsonObject`: a JSON object of names to values (at most
   * `max` entries; `syntax` says what each value may be).
   */
  readonly kind: "enum" | "enumList" | "integer" | "boolean" | "text" | "pages" | "lines" | "boxes" | "jsonObject";
  readonly description: string;
  readonly required: boolean;
  /** What the service uses when the call leaves the field out. */
  readonly default?: string | number | boolean | readonly string[];
  readonly values?: readonly string[];
  readonly min?: number;
  readonly max?: number;
  readonly maxLength?: number;
  /** The rule a value must follow, in words (page selections, patterned text). */
  readonly syntax?: string;
}
