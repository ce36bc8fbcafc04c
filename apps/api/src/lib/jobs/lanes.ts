// docs/decisions/020-database-job-queue.md#lanes: every kind of job declares its lane, and workers claim the
// due jobs of a higher lane before any of a lower one, so a burst of bulk work never holds back a mail that
// someone is waiting for. Stored as the lane's position (jobs.priority, 0 first): reorder only with a
// migration that renumbers the rows.

export const JOB_LANES = [
  /** Someone is waiting for it on a screen right now (the password-reset link). */
  'urgent',
  /** A customer expects it about their own order, payment or message (confirmations, status, refunds). */
  'customer',
  /** The store's own rounds (the order sweepers that give held stock back). */
  'recurring',
  /** Mail to many people and housekeeping (back-in-stock notices, pruning old jobs). */
  'bulk',
] as const

export type JobLane = (typeof JOB_LANES)[number]

/** jobs.priority of a lane. */
export const lanePriority = (lane: JobLane): number => JOB_LANES.indexOf(lane)

/** The lane of a jobs.priority (a number from a newer build reads as the last lane). */
export const laneOf = (priority: number): JobLane => JOB_LANES[priority] ?? 'bulk'
