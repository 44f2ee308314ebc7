/** A size as people read it in a sentence: "12.5 MB", or "900 bytes" below a megabyte. */
export function formatBytes(bytes: number): string {
  const MB = 1024 * 1024;
  return bytes >= MB ? `${Math.round((bytes / MB) * 10) / 10} MB` : `${bytes} bytes`;
}

/** A size in the largest unit that keeps it at 1 or more: "900 bytes", "12.5 MB", "2 GB". */
export function formatSize(bytes: number): string {
  const units = ["bytes", "KB", "MB", "GB", "TB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${bytes} bytes` : `${Math.round(value * 10) / 10} ${units[unit]}`;
}
