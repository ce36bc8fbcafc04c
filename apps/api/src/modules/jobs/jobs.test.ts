import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import { JOB_KIND_LABELS, type AdminJob } from '@vitrina/core/schemas/jobs'
import { defineJob, definedJobKinds } from '../../lib/jobs/define-job'
import { buildTestApp } from '../../test/build-test-app'
import { createAdmin, createEmployee } from '../../test/factories'

// docs/operations.md#failed-jobs: GET /api/admin/jobs and POST /api/admin/jobs/:id/retry.

const ctx = await buildTestApp({ JOBS_POLL_MS: '60000' })
const { app } = ctx
const admin = await createAdmin(ctx)
const employee = await createEmployee(ctx)
let healthy = false
const flakyJob = defineJob<{ to: string }>('test.flaky-mail', 'customer', async () => {
  if (!healthy) throw new Error('SMTP: conexión rechazada')
})

const failedJob = async (): Promise<number> => {
  const id = (await flakyJob.enqueue(app.db, { to: 'ana@correo.co' }))!
  await app.db.execute(sql`UPDATE jobs SET max_attempts = 1 WHERE id = ${id}`)
  await app.jobs.drain()
  return id
}
const list = (query = '', headers: Record<string, string> = admin.auth) =>
  app.inject({ method: 'GET', url: `/api/admin/jobs${query}`, headers })
const retry = (id: number | string, headers: Record<string, string> = admin.auth) =>
  app.inject({ method: 'POST', url: `/api/admin/jobs/${id}/retry`, headers })

beforeEach(async () => {
  healthy = false
  await app.db.execute(sql`DELETE FROM jobs`)
})

describe('job kinds', () => {
  test("every kind the app declares has a Spanish name for 'Tareas en segundo plano'", () => {
    const kinds = definedJobKinds().filter((kind) => !kind.startsWith('test.'))
    expect(kinds).toContain('payments.refund-retry')
    expect(kinds.filter((kind) => !JOB_KIND_LABELS[kind])).toEqual([])
  })
})

describe('GET /api/admin/jobs', () => {
  test('lists jobs newest first, filtered by status, paginated, without their payload', async () => {
    const failed = await failedJob()
    const queued = (await flakyJob.enqueue(app.db, { to: 'luis@correo.co' }))!
    const all = await list()
    expect(all.statusCode).toBe(200)
    expect(all.headers['x-total-count']).toBe('2')
    expect(all.json<AdminJob[]>().map((j) => j.id)).toEqual([queued, failed])
    expect(all.body).not.toContain('correo.co')
    const onlyFailed = await list('?status=failed')
    expect(onlyFailed.json()).toEqual([
      expect.objectContaining({
        id: failed,
        kind: 'test.flaky-mail',
        status: 'failed',
        attempts: 1,
        last_error: 'SMTP: conexión rechazada',
      }),
    ])
    const page = await list('?limit=1&offset=1')
    expect(page.json<AdminJob[]>().map((j) => j.id)).toEqual([failed])
    expect(page.headers['x-total-count']).toBe('2')
  })

  test('a bad filter is 400 in Spanish', async () => {
    const res = await list('?status=perdida')
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('Estado no válido: usa queued, running, done o failed.')
  })

  test('Administrador only: Empleado 403, no session 401', async () => {
    expect((await list('', employee.auth)).statusCode).toBe(403)
    expect((await list('', {})).statusCode).toBe(401)
  })
})

describe('POST /api/admin/jobs/:id/retry', () => {
  test('puts a failed job back in the queue with fresh attempts; it then runs', async () => {
    const id = await failedJob()
    const res = await retry(id)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ id, status: 'queued', attempts: 0 })
    healthy = true
    expect(await app.jobs.drain()).toBe(1)
    expect((await list('?status=done')).json()).toEqual([expect.objectContaining({ id })])
  })

  test('only a failed job can be retried; unknown is 404, bad id 400', async () => {
    const queued = (await flakyJob.enqueue(app.db, { to: 'eva@correo.co' }))!
    const notFailed = await retry(queued)
    expect(notFailed.statusCode).toBe(409)
    expect(notFailed.json()).toEqual({
      message: 'Solo se puede reintentar una tarea fallida.',
      code: 'JOB_NOT_FAILED',
    })
    expect((await retry(999_999)).json()).toEqual({ message: 'Tarea no encontrada.', code: 'JOB_NOT_FOUND' })
    expect((await retry('abc')).statusCode).toBe(400)
  })

  test('Administrador only: Empleado 403, no session 401', async () => {
    const id = await failedJob()
    expect((await retry(id, employee.auth)).statusCode).toBe(403)
    expect((await retry(id, {})).statusCode).toBe(401)
    expect((await list('?status=failed')).json()).toHaveLength(1)
  })
})
