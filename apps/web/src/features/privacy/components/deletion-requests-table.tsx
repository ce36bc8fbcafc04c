import { useQuery } from '@tanstack/react-query'
import { formatDate } from '@vitrina/core/format'
import type { AdminDeletionRequest } from '@vitrina/core/schemas/privacy'
import { useState } from 'react'
import { Alert } from '../../../components/ui/alert'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Dialog } from '../../../components/ui/dialog'
import { errorMessage } from '../../../lib/api-client'
import { AdminTable } from '../../catalog'
import { adminDeletionsOptions, useCompleteDeletion } from '../privacy.api'
import { formatDueDate } from './data-rights-panel'

const stateLabel = (request: AdminDeletionRequest) =>
  request.status === 'completada' ? 'Atendida' : request.overdue ? 'Vencida' : 'Pendiente'

/**
 * docs/product/consumer-rights.md#derechos-del-titular: account deletion requests, open ones first by due
 * date (15 business days, Ley 1581 art. 15); carrying one out anonymises the account after a confirmation.
 */
export function DeletionRequestsTable() {
  const list = useQuery(adminDeletionsOptions())
  const complete = useCompleteDeletion()
  const [chosen, setChosen] = useState<AdminDeletionRequest | null>(null)
  if (list.isPending) return <p className="text-sm text-muted">Cargando solicitudes...</p>
  if (list.isError) return <Alert tone="error">No se pudieron cargar las solicitudes.</Alert>
  if (!list.data.length) return <p className="text-muted">No hay solicitudes de eliminación.</p>

  return (
    <>
      <AdminTable
        caption="Solicitudes de eliminación de cuentas"
        rows={list.data}
        rowKey={(row) => row.id}
        columns={[
          { header: 'Cliente', cell: (row) => row.email ?? 'Cuenta borrada' },
          {
            header: 'Recibida',
            cell: (row) => formatDate(row.requested_at),
            className: 'hidden md:table-cell',
          },
          { header: 'Vence', cell: (row) => formatDueDate(row.due_date) },
          {
            header: 'Estado',
            cell: (row) => (
              <Badge className={row.overdue ? 'border-danger/40 bg-danger/10 text-danger' : undefined}>
                {stateLabel(row)}
              </Badge>
            ),
          },
        ]}
        actions={(row) =>
          row.status === 'pendiente' && (
            <Button size="sm" variant="danger" onClick={() => setChosen(row)}>
              Anonimizar
            </Button>
          )
        }
      />
      <Dialog
        open={chosen !== null}
        onClose={() => setChosen(null)}
        title="¿Anonimizar esta cuenta?"
        description={chosen?.email ?? undefined}
      >
        <div className="space-y-4 text-sm">
          <p>
            Se borran el nombre de usuario, el correo, las direcciones, las fotos y la lista de deseos, y los
            datos de contacto de sus pedidos. Los pedidos con sus valores e impuestos se conservan. No se
            puede deshacer.
          </p>
          {complete.isError && (
            <Alert tone="error">{errorMessage(complete.error, 'No se pudo atender la solicitud.')}</Alert>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => setChosen(null)}>
              Cancelar
            </Button>
            <Button
              variant="danger"
              pending={complete.isPending}
              pendingText="Anonimizando..."
              onClick={() => chosen && complete.mutate(chosen.id, { onSuccess: () => setChosen(null) })}
            >
              Sí, anonimizar
            </Button>
          </div>
        </div>
      </Dialog>
    </>
  )
}
