import type { SqlClient } from "../db/sql-client.ts";
import type { QuestionStore } from "./question-store.ts";

export class SqlQuestionStore implements QuestionStore {
  private readonly sql: SqlClient;

  constructor(sql: SqlClient) {
    this.sql = sql;
  }

  async take(jobId: string, limit: number, now: Date): Promise<number | null> {
    // One statement: the check and the increment cannot interleave (SQLite's write lock, or the
    // row lock PostgreSQL's upsert takes before it re-checks the condition).
    const row = await this.sql.one<{ asked: number }>(
      `INSERT INTO ask_questions (job_id, asked, updated_at) SELECT ?, 1, ? WHERE CAST(? AS INTEGER) > 0
       ON CONFLICT (job_id) DO UPDATE SET asked = ask_questions.asked + 1, updated_at = excluded.updated_at WHERE ask_questions.asked < ?
       RETURNING asked`,
      [jobId, now.toISOString(), limit, limit],
    );
    return row ? row.asked : null;
  }

  async giveBack(jobId: string): Promise<void> {
    await this.sql.run("UPDATE ask_questions SET asked = asked - 1 WHERE job_id = ? AND asked > 0", [jobId]);
  }
}
