import { useQuery } from '@tanstack/react-query'
import { RETURN_STATUS_LABELS, RETURN_STATUSES, type ReturnStatus } from '@vitrina/core/returns'
import { Undo2 } from 'lucide-react'
import { useState } from 'react'
import { EmptyState } from '../../../components/empty-state'
import { LoadState } from '../../../components/load-state'
import { Select } from '../../../components/ui/select'
import { adminReturnsOptions } from '../returns.api'
import { ReturnCard } from './return-card'

/**
 * docs/product/returns.md#staff 'Devoluciones': requests newest first, filtered by step, each with its lines,
 * reason, amount and the next actions.
 */
export function AdminReturnsView() {
  const [status, setStatus] = useState<ReturnStatus | ''>('solicitada')
  const list = useQuery(adminReturnsOptions(status || undefined))
  return (
    <div className="space-y-4">
      <label className="flex max-w-xs flex-col gap-1.5 text-sm font-medium text-foreground">
        Estado
        <Select value={status} onChange={(e) => setStatus(e.target.value as ReturnStatus | '')}>
          <option value="">Todas</option>
          {RETURN_STATUSES.map((s) => (
            <option key={s} value={s}>
              {RETURN_STATUS_LABELS[s]}
            </option>
          ))}
        </Select>
      </label>
      {list.isPending ? (
        <LoadState tone="loading">Cargando devoluciones...</LoadState>
      ) : list.isError ? (
        <LoadState tone="error">Error al cargar las devoluciones.</LoadState>
      ) : list.data.length === 0 ? (
        <EmptyState icon={Undo2} title="No hay devoluciones en este estado." />
      ) : (
        <ul className="space-y-3">
          {list.data.map((item) => (
            <li key={item.id}>
              <ReturnCard item={item} withOrder />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
