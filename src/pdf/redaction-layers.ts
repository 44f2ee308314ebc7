import type { mupdf } from "./mupdf-document.ts";

/**
 * Optional content a viewer hides by default is still in the page's content, and a reader
 * extracting text from the file finds it. Redaction in place edits that content, so while it
 * looks for words and removes them every layer is shown, and hidden words are found and removed
 * too (their black boxes show where they were). Pages drawn as pictures are drawn with the
 * layers as the document sets them, and the document keeps its own settings.
 */
export interface LayerVisibility {
  /** Every layer shown. */
  showAll(): void;
  /** Each layer as the document had it. */
  restore(): void;
}

export function layerVisibility(doc: mupdf.PDFDocument): LayerVisibility {
  const count = doc.countLayers();
  const visible = Array.from({ length: count }, (_, layer) => doc.isLayerVisible(layer));
  return {
    showAll: () => {
      for (let layer = 0; layer < count; layer++) if (!visible[layer]) doc.setLayerVisible(layer, true);
    },
    restore: () => {
      for (let layer = 0; layer < count; layer++) if (!visible[layer]) doc.setLayerVisible(layer, false);
    },
  };
}
