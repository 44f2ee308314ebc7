/** Port: how many questions each ask-pdf job has had answered (at most 30 per PDF). */
export interface QuestionStore {
  /**
   * Takes one of the job's questions if fewer than `limit` are taken, in one atomic step, so
   * concurrent questions can never exceed the limit. Returns how many are taken now, or null
   * when none was left.
   */
  take(jobId: string, limit: number, now: Date): Promise<number | null>;
  /** Gives back a question taken for an answer that could not be given (the model failed). */
  giveBack(jobId: string): Promise<void>;
}
