import yauzl from "yauzl";

export interface ZipEntry {
  readonly name: string;
  readonly data: Buffer;
  /** 0 stored, 8 deflated. */
  readonly compressionMethod: number;
  /** As the central directory gives it. */
  readonly crc32: number;
  readonly modified: Date;
}

/** Every entry of a ZIP, in stored order, with its bytes: read with yauzl, not with our writer. */
export async function readZip(bytes: Uint8Array): Promise<ZipEntry[]> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(Buffer.from(bytes), { lazyEntries: true, strictFileNames: true }, (error, file) => (error ? reject(error) : resolve(file))),
  );
  const entries: ZipEntry[] = [];
  await new Promise<void>((resolve, reject) => {
    zip.on("error", reject);
    zip.on("end", resolve);
    zip.on("entry", (entry: yauzl.Entry) => {
      zip.openReadStream(entry, async (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        entries.push({ name: entry.fileName, data: Buffer.concat(chunks), compressionMethod: entry.compressionMethod, crc32: entry.crc32, modified: entry.getLastModDate() });
        zip.readEntry();
      });
    });
    zip.readEntry();
  });
  return entries;
}
