import { useQuery } from '@tanstack/react-query'
import { formatDate } from '@vitrina/core/format'
import { useState } from 'react'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { Dialog } from '../../../components/ui/dialog'
import { errorMessage } from '../../../lib/api-client'
import { ownDeletionOptions, useDownloadMyData, useRequestDeletion } from '../privacy.api'

/** A calendar date from the server ('2026-12-15'), read as that day in Bogotá. */
export const formatDueDate = (day: string) => formatDate(`${day}T12:00:00-05:00`)

/**
 * docs/product/consumer-rights.md#derechos-del-titular: download everything the store keeps (a JSON file)
 * and ask for the account's deletion, told first what goes and what the law makes the store keep.
 */
export function DataRightsPanel() {
  const download = useDownloadMyData()
  const deletion = useQuery(ownDeletionOptions())
  const request = useRequestDeletion()
  const [confirming, setConfirming] = useState(false)
  const open = deletion.data?.request

  return (
    <Card className="space-y-5 p-5">
      <section className="space-y-2">
        <h2 className="text-lg font-semibold">Descargar mis datos</h2>
        <p className="text-sm text-muted">
          Un archivo JSON con tu perfil, direcciones, pedidos, reseñas, lista de deseos, mensajes y
          autorizaciones.
        </p>
        <Button
          variant="outline"
          pending={download.isPending}
          pendingText="Preparando..."
          onClick={() => download.mutate()}
        >
          Descargar mis datos
        </Button>
      </section>
      <section className="space-y-2 border-t border-border pt-5">
        <h2 className="text-lg font-semibold">Eliminar mi cuenta</h2>
        {open?.status === 'pendiente' && (
          <Alert tone="info">
            Recibimos tu solicitud el {formatDate(open.requested_at)}. La atenderemos a más tardar el{' '}
            {formatDueDate(open.due_date)}.
          </Alert>
        )}
        {open?.status === 'completada' && <Alert tone="info">Tu solicitud fue atendida.</Alert>}
        {!open && (
          <>
            <p className="text-sm text-muted">
              Anonimizamos tus datos personales dentro de 15 días hábiles. Algunos datos se conservan por ley.
            </p>
            <Button variant="danger" onClick={() => setConfirming(true)}>
              Solicitar eliminación de mi cuenta
            </Button>
          </>
        )}
      </section>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="¿Solicitar la eliminación de tu cuenta?"
        description="No podrás volver a iniciar sesión con ella cuando la atendamos."
      >
        <div className="space-y-4 text-sm">
          <div>
            <p className="font-semibold">Se elimina</p>
            <ul className="mt-1 list-disc space-y-1 pl-5">
              {deletion.data?.removes.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
          <div>
            <p className="font-semibold">Se conserva, y por qué</p>
            <ul className="mt-1 list-disc space-y-1 pl-5">
              {deletion.data?.keeps.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
          {request.isError && (
            <Alert tone="error">{errorMessage(request.error, 'No se pudo registrar tu solicitud.')}</Alert>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Cancelar
            </Button>
            <Button
              variant="danger"
              pending={request.isPending}
              pendingText="Enviando..."
              onClick={() => request.mutate(undefined, { onSuccess: () => setConfirming(false) })}
            >
              Sí, solicitar la eliminación
            </Button>
          </div>
        </div>
      </Dialog>
    </Card>
  )
}
