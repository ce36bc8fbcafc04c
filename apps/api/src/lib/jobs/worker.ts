import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../../db/client'
import { jobHandler } from './define-job'
import { claimJobs, completeJob, failJob, releaseJobs, type ClaimedJob, type ClaimSlots } from './job-rows'
import type { JobLane } from './lanes'

export type JobOutcome = 'done' | 'retry' | 'failed'

export interface WorkerOptions {
  pollMs: number
  leaseSeconds: number
  shutdownSeconds: number
  /** Jobs of any lane one instance runs at the same time. */
  concurrency: number
  /** Slots on top of those that only the urgent lane may take, so slow work never holds back a reset link. */
  urgentSlots: number
  onClaimed?: (lane: JobLane, waitedSeconds: number) => void
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

/**
 * One instance's worker (docs/operations.md#jobs): polls the queue every pollMs and, while the last claim found
 * work, again as soon as a job ends, so a backlog drains as fast as its handlers run, first lane first.
 */
export function createWorker(app: FastifyInstance, db: Db, options: WorkerOptions): Worker {
  const id = `${process.pid}-${randomUUID().slice(0, 8)}`
  const running = new Map<number, { done: Promise<void>; lane: JobLane }>()
  let timer: NodeJS.Timeout | undefined
  // The poll in flight: it may have claimed jobs that it has not launched yet.
  let polling: Promise<void> | undefined
  // A job ended during a poll: poll once more when it returns.
  let pollAgain = false
  // The last claim took jobs: more may be due, so a freed slot is filled at once.
  let backlog = false
  let ticking = false
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
    options.onClaimed?.(job.lane, job.waited)
    const done = run(job).finally(() => {
      running.delete(job.id)
      if (backlog && ticking) pollNow()
    })
    running.set(job.id, { done, lane: job.lane })
    return done
  }

  /** What this worker may take now: the urgent lane any free slot, the others `concurrency` at most. */
  function slots(): ClaimSlots {
    const free = Math.max(0, options.concurrency + options.urgentSlots - running.size)
    const busyShared = [...running.values()].filter((job) => job.lane !== 'urgent').length
    return { free, shared: Math.max(0, Math.min(free, options.concurrency - busyShared)) }
  }

  async function poll(): Promise<void> {
    const free = slots()
    if (stopped || free.free <= 0) return
    const claimed = await claimJobs(db, id, options.leaseSeconds, free)
    backlog = claimed.length > 0
    for (const job of claimed) void launch(job)
  }

  function pollNow(): void {
    if (stopped) return
    if (polling) {
      pollAgain = true
      return
    }
    polling = poll()
      .catch((err: unknown) => app.log.error({ err }, 'no se pudo leer la cola de tareas'))
      .finally(() => {
        polling = undefined
        if (pollAgain) {
          pollAgain = false
          pollNow()
        }
      })
  }

  function schedule(): void {
    if (stopped) return
    timer = setTimeout(() => {
      if (!polling) pollNow()
      schedule()
    }, options.pollMs)
    timer.unref()
  }

  const runningJobs = () => [...running.values()].map((job) => job.done)

  return {
    id,
    start() {
      ticking = true
      pollNow()
      schedule()
    },
    async drain() {
      let count = 0
      for (;;) {
        // A job the poller claimed is not ours to claim again: wait until the poll has launched it.
        await polling
        // Jobs still running hold slots and may enqueue more: once they end, claim again.
        const busy = running.size > 0
        const claimed = await claimJobs(db, id, options.leaseSeconds, slots())
        await Promise.all([...claimed.map(launch), ...runningJobs()])
        count += claimed.length
        if (!claimed.length && !busy && !running.size && !polling) return count
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
      await Promise.race([Promise.all(runningJobs()), timeout])
      clearTimeout(waiting)
      await releaseJobs(db, [...running.keys()], id)
    },
  }
}
