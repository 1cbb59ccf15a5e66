import type { ColumnType } from "kysely";
import type { Id, Json, Timestamp } from "./column-types.ts";

export const JOB_STATES = ["pending", "running", "done", "dead"] as const;
export type JobState = (typeof JOB_STATES)[number];

/** Durable background jobs (server/modules/jobs/). */
export interface JobTables {
  jobs: {
    id: Id;
    queue: string;
    payload: Json;
    state: ColumnType<JobState, JobState | undefined, JobState>;
    attempts: ColumnType<number, number | undefined, number>;
    max_attempts: number;
    run_at: string;
    locked_until: string | null;
    lock_token: string | null;
    last_error: string | null;
    created_at: Timestamp;
    finished_at: string | null;
  };
}
