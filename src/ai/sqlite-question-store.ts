import type { SqliteDatabase } from "../db/sqlite.ts";
import type { QuestionStore } from "./question-store.ts";

export class SqliteQuestionStore implements QuestionStore {
  private readonly db: SqliteDatabase;

  constructor(db: SqliteDatabase) {
    this.db = db;
  }

  async take(jobId: string, limit: number, now: Date): Promise<number | null> {
    // One statement under SQLite's write lock: the check and the increment cannot interleave.
    const row = this.db
      .prepare(
        `INSERT INTO ask_questions (job_id, asked, updated_at) SELECT ?, 1, ? WHERE ? > 0
         ON CONFLICT (job_id) DO UPDATE SET asked = asked + 1, updated_at = excluded.updated_at WHERE asked < ?
         RETURNING asked`,
      )
      .get(jobId, now.toISOString(), limit, limit) as { asked: number } | undefined;
    return row ? row.asked : null;
  }

  async giveBack(jobId: string): Promise<void> {
    this.db.prepare("UPDATE ask_questions SET asked = asked - 1 WHERE job_id = ? AND asked > 0").run(jobId);
  }
}
