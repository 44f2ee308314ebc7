/**
 * Catalog entries that say nothing about pages: a document made of some of a source's pages, or
 * of its pages in another order, keeps them as they are.
 */
export const PAGE_FREE_CATALOG_ENTRIES = ["Lang", "ViewerPreferences", "PageMode", "PageLayout", "OutputIntents", "Extensions", "Version"] as const;

/** Name trees besides /Dests that say nothing about pages and are safe to keep. */
export const PAGE_FREE_NAME_TREES = ["EmbeddedFiles"] as const;
