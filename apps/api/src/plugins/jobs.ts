import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { sql } from 'drizzle-orm'
import { Gauge } from 'prom-client'
import { queryRows } from '../db/client'
import { defineJob, type JobDefinition } from '../lib/jobs/define-job'
import { createWorker } from '../lib/jobs/worker'

declare module 'fastify' {
  interface FastifyInstance {
    jobs: {
      /** Run every due job now, and what those jobs enqueue (tests); returns how many ran. */
      drain(): Promise<number>
      /** Enqueue `job` once per `everySeconds` slot across every instance (docs/operations.md#jobs). */
      recurring(job: JobDefinition<null>, everySeconds: number): void
    }
  }
}

const DONE_KEPT_DAYS = 7
const FAILED_KEPT_DAYS = 30
const DAY_SECONDS = 86_400

/** docs/operations.md#jobs: finished jobs are kept a week, failed ones a month, then deleted. */
export const pruneJobsJob = defineJob<null>('jobs.prune', 'bulk', async (app) => {
  await app.db.execute(
    sql`DELETE FROM jobs WHERE (status = 'done' AND finished_at < now() - make_interval(days => ${DONE_KEPT_DAYS}))
      OR (status = 'failed' AND finished_at < now() - make_interval(days => ${FAILED_KEPT_DAYS}))`,
  )
})

/**
 * The background worker of this instance and the clock of recurring jobs. Recurring jobs are keyed by
 * their time slot, so however many instances tick, each slot's job exists (and runs) once.
 */
export const jobsPlugin = fp(async (app: FastifyInstance) => {
  const { pollMs, leaseSeconds, shutdownSeconds, sweepIntervalSeconds } = app.config.jobs
  const worker = createWorker(app, app.db, {
    pollMs,
    leaseSeconds,
    shutdownSeconds,
    concurrency: 4,
    urgentSlots: 1,
    onClaimed(lane, waited) {
      app.metrics.jobsClaimed.inc({ lane })
      app.metrics.jobWait.observe({ lane }, waited)
    },
    onFinished(kind, outcome, seconds) {
      app.metrics.jobDuration.observe({ kind, outcome }, seconds)
      if (outcome !== 'done') app.metrics.jobFailures.inc({ kind, outcome })
    },
  })
  const recurring: { job: JobDefinition<null>; everySeconds: number }[] = []
  app.decorate('jobs', {
    drain: () => worker.drain(),
    recurring: (job, everySeconds) => void recurring.push({ job, everySeconds }),
  })
  app.jobs.recurring(pruneJobsJob, DAY_SECONDS)

  new Gauge({
    name: 'vitrina_jobs_queued',
    help: 'Tareas en la base de datos que no han terminado bien, por tipo y estado (queued, running, failed)',
    labelNames: ['kind', 'status'],
    registers: [app.metrics.registry],
    async collect() {
      this.reset()
      const rows = await queryRows<{ kind: string; status: string; n: number }>(
        app.db,
        sql`SELECT kind, status, count(*)::int AS n FROM jobs WHERE status <> 'done' GROUP BY kind, status`,
      )
      for (const row of rows) this.set({ kind: row.kind, status: row.status }, row.n)
    },
  })

  const enqueueDue = async () => {
    const now = Date.now() / 1000
    for (const { job, everySeconds } of recurring) {
      const slot = Math.floor(now / everySeconds)
      await job.enqueue(app.db, null, { uniqueKey: `${job.kind}:${everySeconds}:${slot}` })
    }
  }
  let clock: NodeJS.Timeout | undefined
  app.addHook('onReady', async () => {
    worker.start()
    clock = setInterval(() => {
      enqueueDue().catch((err: unknown) => app.log.error({ err }, 'no se pudieron programar las tareas'))
    }, sweepIntervalSeconds * 1000)
    clock.unref()
  })
  app.addHook('preClose', async () => {
    clearInterval(clock)
    await worker.stop()
  })
})
