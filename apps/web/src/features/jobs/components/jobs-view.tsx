import { useQuery } from '@tanstack/react-query'
import {
  JOB_STATUSES,
  JOB_STATUS_LABELS,
  JOBS_DEFAULT_LIMIT,
  type JobStatus,
} from '@vitrina/core/schemas/jobs'
import { ListChecks } from 'lucide-react'
import { useSearchParams } from 'react-router'
import { EmptyState } from '../../../components/empty-state'
import { LoadState } from '../../../components/load-state'
import { pageCountOf, Pagination, searchWithPage } from '../../../components/pagination'
import { Card } from '../../../components/ui/card'
import { Select } from '../../../components/ui/select'
import { errorMessage } from '../../../lib/api-client'
import { jobsListOptions } from '../jobs.api'
import { JobRow } from './job-row'

/** Failed jobs first: the screen opens on what needs staff (docs/operations.md#failed-jobs). */
const DEFAULT_STATUS: JobStatus = 'failed'

function readQuery(params: URLSearchParams) {
  const raw = params.get('estado')
  const status = raw === 'todas' ? undefined : (JOB_STATUSES.find((s) => s === raw) ?? DEFAULT_STATUS)
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1)
  return { status, page, limit: JOBS_DEFAULT_LIMIT, offset: (page - 1) * JOBS_DEFAULT_LIMIT }
}

/** docs/operations.md#failed-jobs (/admin/trabajos): background jobs by status, and retrying a failed one. */
export function JobsView() {
  const [params, setParams] = useSearchParams()
  const { page, ...query } = readQuery(params)
  const list = useQuery(jobsListOptions(query))
  const pageCount = pageCountOf(list.data?.total, JOBS_DEFAULT_LIMIT)
  const pageLink = (p: number) => searchWithPage(params, p)

  return (
    <div className="space-y-4">
      <div className="max-w-xs">
        <label htmlFor="jobs-status" className="mb-1.5 block text-sm font-medium text-foreground">
          Estado
        </label>
        <Select
          id="jobs-status"
          value={query.status ?? 'todas'}
          onChange={(event) => setParams({ estado: event.target.value })}
        >
          {JOB_STATUSES.map((status) => (
            <option key={status} value={status}>
              {JOB_STATUS_LABELS[status]}
            </option>
          ))}
          <option value="todas">Todas</option>
        </Select>
      </div>

      {list.isPending ? (
        <LoadState tone="loading">Cargando...</LoadState>
      ) : list.isError ? (
        <LoadState tone="error">{errorMessage(list.error, 'No se pudieron cargar las tareas.')}</LoadState>
      ) : list.data.items.length === 0 ? (
        <EmptyState icon={ListChecks} title="No hay tareas en este estado">
          {query.status === 'failed'
            ? 'Todo va bien: ninguna tarea ha fallado.'
            : 'Elige otro estado para ver más tareas.'}
        </EmptyState>
      ) : (
        <>
          <p role="status" className="text-sm text-muted">
            {`${list.data.total} ${list.data.total === 1 ? 'tarea' : 'tareas'}`}
          </p>
          <Card>
            <ul aria-label="Tareas" className="divide-y divide-border" aria-busy={list.isPlaceholderData}>
              {list.data.items.map((job) => (
                <JobRow key={job.id} job={job} />
              ))}
            </ul>
          </Card>
          <Pagination page={page} pageCount={pageCount} to={pageLink} />
        </>
      )}
    </div>
  )
}
