import { sql } from 'drizzle-orm'
import type { TrackVisitInput } from '@vitrina/core/schemas/analytics'
import { queryRows, type Db } from '../../db/client'
import { visits } from '../../db/schema'

// The store's days are Bogotá days (Colombia has no daylight saving), as format.ts shows dates.
const STORE_TIME_ZONE = 'America/Bogota'

/** docs/product/platform.md#visit-tracking: one row per browser session; the path and account when known. */
export async function recordVisit(db: Db, input: TrackVisitInput, userId: string | null): Promise<void> {
  await db.insert(visits).values({ path: input?.path ?? null, user_id: userId })
}

export interface DayVisits {
  /** The Bogotá calendar day, YYYY-MM-DD. */
  day: string
  visits: number
}

/**
 * Visits per day over the last `days` days up to today (docs/product/back-office.md#dashboard: visits per day
 * and the 30-day chart), oldest first, with days without visits as 0.
 */
export async function visitsPerDay(db: Db, days: number, now: Date = new Date()): Promise<DayVisits[]> {
  const today = sql`(${now.toISOString()}::timestamptz AT TIME ZONE ${STORE_TIME_ZONE})::date`
  return queryRows<DayVisits>(
    db,
    sql`SELECT to_char(d.day, 'YYYY-MM-DD') AS day, count(v.id)::int AS visits
      FROM generate_series((${today} - ${days - 1}::int)::timestamp, ${today}::timestamp, interval '1 day') AS d(day)
      LEFT JOIN ${visits} v ON v.visited_at >= d.day AT TIME ZONE ${STORE_TIME_ZONE}
        AND v.visited_at < (d.day + interval '1 day') AT TIME ZONE ${STORE_TIME_ZONE}
      GROUP BY d.day ORDER BY d.day`,
  )
}
