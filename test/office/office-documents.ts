import yazl from "yazl";

/** A ZIP of the given entries (the first stored, as OpenDocument's mimetype must be). */
export async function zipOf(entries: ReadonlyArray<readonly [string, string | Buffer]>, options: { storeFirst?: boolean } = {}): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  entries.forEach(([name, content], index) => zip.addBuffer(Buffer.from(content), name, { compress: !(options.storeFirst && index === 0) }));
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture"';

/** A Word document whose body is `body` (WordprocessingML) with `relationships` (id → [type, target, external]). */
export async function docx(body: string, relationships: Record<string, readonly [string, string, boolean]> = {}): Promise<Buffer> {
  const rels = Object.entries(relationships)
    .map(([id, [type, target, external]]) => `<Relationship Id="${id}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/${type}" Target="${target}"${external ? ' TargetMode="External"' : ""}/>`)
    .join("");
  return zipOf([
    [
      "[Content_Types].xml",
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ],
    ["_rels/.rels", '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>'],
    ["word/document.xml", `<?xml version="1.0" encoding="UTF-8"?><w:document ${W}><w:body>${body}</w:body></w:document>`],
    ["word/_rels/document.xml.rels", `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels}</Relationships>`],
  ]);
}

export const paragraph = (text: string, outlineLevel?: number) =>
  `<w:p>${outlineLevel === undefined ? "" : `<w:pPr><w:outlineLvl w:val="${outlineLevel}"/></w:pPr>`}<w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;

/** A picture whose bytes are not in the file but at `relationship`'s (external) address. */
export const linkedPicture = (relationship: string) =>
  `<w:p><w:r><w:drawing><wp:inline><wp:extent cx="914400" cy="914400"/><wp:docPr id="1" name="linked"/><a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:pic><pic:nvPicPr><pic:cNvPr id="1" name="linked"/><pic:cNvPicPr/></pic:nvPicPr><pic:blipFill><a:blip r:link="${relationship}"/><a:stretch><a:fillRect/></a:stretch></pic:blipFill><pic:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="914400" cy="914400"/></a:xfrm><a:prstGeom prst="rect"/></pic:spPr></pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r></w:p>`;

/** A field whose result is the text of the file or address it names, when the field is updated. */
export const includeText = (target: string, stored: string) =>
  `<w:p><w:fldSimple w:instr=" INCLUDETEXT &quot;${target}&quot; \\* MERGEFORMAT "><w:r><w:t>${stored}</w:t></w:r></w:fldSimple></w:p>`;

/** An OpenDocument text whose body is `body` (text: elements). */
export async function odt(body: string): Promise<Buffer> {
  const ns =
    'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"';
  return zipOf(
    [
      ["mimetype", "application/vnd.oasis.opendocument.text"],
      [
        "META-INF/manifest.xml",
        '<?xml version="1.0" encoding="UTF-8"?><manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.2"><manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.text"/><manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/></manifest:manifest>',
      ],
      ["content.xml", `<?xml version="1.0" encoding="UTF-8"?><office:document-content ${ns} office:version="1.2"><office:body><office:text>${body}</office:text></office:body></office:document-content>`],
    ],
    { storeFirst: true },
  );
}
