/** Where a job's files live in the file store. One prefix per job, so a job's files go together. */
export function inputKey(jobId: string, index: number): string {
  return `jobs/${jobId}/input-${index}`;
}

/**
 * Each attempt at a job stores its result under a key of its own: an attempt that finishes after
 * another has ended the job (its lease ran out while it ran) removes its own result, never the
 * one the job kept.
 */
export function resultKey(jobId: string, attempt: string, fileName: string): string {
  const extension = fileName.includes(".") ? fileName.slice(fileName.lastIndexOf(".")) : "";
  return `jobs/${jobId}/result-${attempt}${extension}`;
}

export function jobPrefix(jobId: string): string {
  return `jobs/${jobId}/`;
}
