/** Where a job's files live in the file store. One prefix per job, so a job's files go together. */
export function inputKey(jobId: string, index: number): string {
  return `jobs/${jobId}/input-${index}`;
}

export function resultKey(jobId: string, fileName: string): string {
  const extension = fileName.includes(".") ? fileName.slice(fileName.lastIndexOf(".")) : "";
  return `jobs/${jobId}/result${extension}`;
}

export function jobPrefix(jobId: string): string {
  return `jobs/${jobId}/`;
}
