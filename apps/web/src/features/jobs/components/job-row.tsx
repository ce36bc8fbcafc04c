import { formatDateTime } from '@vitrina/core/format'
import { JOB_KIND_LABELS, JOB_STATUS_LABELS, type AdminJob, type JobStatus } from '@vitrina/core/schemas/jobs'
import { toast } from '../../../lib/toast'
import { StatusPill, type PillTone } from '../../../components/status-pill'
import { Button } from '../../../components/ui/button'
import { errorMessage } from '../../../lib/api-client'
import { useRetryJob } from '../jobs.api'

const tone: Record<JobStatus, PillTone> = {
  queued: 'info',
  running: 'warning',
  done: 'success',
  failed: 'danger',
}

/** One background job: what it is, its state and attempts, the last error, and Reintentar when failed. */
export function JobRow({ job }: { job: AdminJob }) {
  const retry = useRetryJob()
  const onRetry = () =>
    retry.mutate(job.id, {
      onSuccess: () => toast.success('La tarea volvió a la cola.'),
      onError: (error) => toast.error(errorMessage(error, 'No se pudo reintentar la tarea.')),
    })
  return (
    <li className="flex flex-col gap-2 p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="font-medium break-words text-foreground">{JOB_KIND_LABELS[job.kind] ?? job.kind}</p>
        <p className="text-sm text-muted">
          {`#${job.id} · creada ${formatDateTime(job.created_at)} · intentos ${job.attempts} de ${job.max_attempts}`}
        </p>
        {job.last_error ? (
          <p className="text-sm break-words text-danger">{`Último error: ${job.last_error}`}</p>
        ) : null}
      </div>
      <div className="flex shrink-0 items-center gap-3">
        <StatusPill tone={tone[job.status]}>{JOB_STATUS_LABELS[job.status]}</StatusPill>
        {job.status === 'failed' ? (
          <Button size="sm" variant="outline" onClick={onRetry} disabled={retry.isPending}>
            Reintentar
          </Button>
        ) : null}
      </div>
    </li>
  )
}
