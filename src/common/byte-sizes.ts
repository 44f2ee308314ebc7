/** A size as people read it in a sentence: "12.5 MB", or "900 bytes" below a megabyte. */
export function formatBytes(bytes: number): string {
  const MB = 1024 * 1024;
  return bytes >= MB ? `${Math.round((bytes / MB) * 10) / 10} MB` : `${bytes} bytes`;
}
