import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../../db/client'
import { jobHandler } from './define-job'
import { claimJobs, completeJob, failJob, releaseJobs, type ClaimedJob } from './job-rows'

export type JobOutcome = 'done' | 'retry' | 'failed'

export interface WorkerOptions {
  pollMs: number
  leaseSeconds: number
  shutdownSeconds: number
  /** Jobs one instance runs at the same time. */
  concurrency: number
  onFinished?: (kind: string, outcome: JobOutcome, seconds: number) => void
}

export interface Worker {
  readonly id: string
  start(): void
  /** Run every job that is due now, and what those jobs enqueue, then return how many ran (tests). */
  drain(): Promise<number>
  /** Stop claiming; wait for running jobs up to shutdownSeconds, then give the rest back. */
  stop(): Promise<void>
}

/** One instance's worker: polls the queue, runs claimed jobs with their handlers (docs/operations.md#jobs). */
export function createWorker(app: FastifyInstance, db: Db, options: WorkerOptions): Worker {
  const id = `${process.pid}-${randomUUID().slice(0, 8)}`
  const running = new Map<number, Promise<void>>()
  let timer: NodeJS.Timeout | undefined
  // The poll in flight: it may have claimed jobs that it has not launched yet.
  let polling: Promise<void> | undefined
  let stopped = false

  async function run(job: ClaimedJob): Promise<void> {
    const started = performance.now()
    let outcome: JobOutcome = 'done'
    try {
      const handler = jobHandler(job.kind)
      if (!handler) throw new Error(`tipo de tarea desconocido: ${job.kind}`)
      await handler(app, job.payload)
      await completeJob(db, job, id)
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err)
      // If even the failure cannot be written (the database went away during shutdown), the lease runs
      // out and another worker takes the job again: nothing to do here but say so.
      outcome = await failJob(db, job, id, message).catch((writeErr: unknown) => {
        app.log.warn(
          { err: writeErr, job: job.id, kind: job.kind },
          'no se pudo registrar el fallo de una tarea',
        )
        return 'retry' as const
      })
      const log = outcome === 'failed' ? app.log.error.bind(app.log) : app.log.warn.bind(app.log)
      log({ err, job: job.id, kind: job.kind, attempt: job.attempts }, 'falló una tarea en segundo plano')
    }
    options.onFinished?.(job.kind, outcome, (performance.now() - started) / 1000)
  }

  function launch(job: ClaimedJob): Promise<void> {
    const done = run(job).finally(() => running.delete(job.id))
    running.set(job.id, done)
    return done
  }

  async function poll(): Promise<void> {
    const free = options.concurrency - running.size
    if (stopped || free <= 0) return
    for (const job of await claimJobs(db, id, options.leaseSeconds, free)) void launch(job)
  }

  function schedule(): void {
    if (stopped) return
    timer = setTimeout(() => {
      polling = poll()
        .catch((err: unknown) => app.log.error({ err }, 'no se pudo leer la cola de tareas'))
        .finally(() => {
          polling = undefined
          schedule()
        })
    }, options.pollMs)
    timer.unref()
  }

  return {
    id,
    start: schedule,
    async drain() {
      let count = 0
      for (;;) {
        // A job the poller claimed is not ours to claim again: wait until the poll has launched it.
        await polling
        const claimed = await claimJobs(db, id, options.leaseSeconds, options.concurrency)
        await Promise.all([...claimed.map(launch), ...running.values()])
        count += claimed.length
        if (!claimed.length && !running.size && !polling) return count
      }
    },
    async stop() {
      stopped = true
      clearTimeout(timer)
      if (!running.size) return
      let waiting: NodeJS.Timeout | undefined
      const timeout = new Promise<void>((resolve) => {
        waiting = setTimeout(resolve, options.shutdownSeconds * 1000)
      })
      await Promise.race([Promise.all(running.values()), timeout])
      clearTimeout(waiting)
      await releaseJobs(db, [...running.keys()], id)
    },
  }
}
