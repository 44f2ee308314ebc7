/** A JSON Schema (2020-12, as OpenAPI 3.1 uses it): declarations at every floor describe their data with it. */
export type JsonSchema = { readonly [keyword: string]: unknown };
