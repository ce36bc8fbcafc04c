import { useQuery } from '@tanstack/react-query'
import type { Address } from '@vitrina/core/schemas/addresses'
import { MapPin, Plus, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { toast } from '../../../lib/toast'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { EmptyState } from '../../../components/empty-state'
import { LoadState } from '../../../components/load-state'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { errorWithReason } from '../../../lib/api-client'
import { useSessionStore } from '../../auth'
import { addressListOptions, useDeleteAddress } from '../addresses.api'
import { AddressDetails } from './address-details'
import { AddressForm } from './address-form'

/**
 * docs/product/account.md#addresses /cuenta/direcciones: the list, delete after a confirmation, an add
 * button, an empty message.
 */
export function AddressBook() {
  const token = useSessionStore((state) => state.token)
  const addresses = useQuery(addressListOptions(token))
  const remove = useDeleteAddress()
  const [adding, setAdding] = useState(false)
  const [doomed, setDoomed] = useState<Address | null>(null)

  const confirmDelete = () => {
    if (!doomed) return
    remove.mutate(doomed.id, {
      onSuccess: ({ message }) => {
        toast.success(message)
        setDoomed(null)
      },
      onError: (error) => {
        toast.error(errorWithReason(error, 'No se pudo eliminar la dirección.'))
        setDoomed(null)
      },
    })
  }

  const addButton = (
    <Button onClick={() => setAdding(true)}>
      <Plus className="size-4" aria-hidden="true" />
      Añadir dirección
    </Button>
  )

  if (addresses.isPending) return <LoadState tone="loading">Cargando direcciones...</LoadState>
  if (addresses.isError)
    return <LoadState tone="error">No se pudieron cargar tus direcciones. Inténtalo de nuevo.</LoadState>

  return (
    <div className="space-y-6">
      {adding ? (
        <Card className="p-5 sm:p-6">
          <h2 className="mb-5 text-lg font-bold text-foreground">Nueva dirección</h2>
          <AddressForm onSaved={() => setAdding(false)} onCancel={() => setAdding(false)} />
        </Card>
      ) : (
        addresses.data.length > 0 && <div className="flex justify-end">{addButton}</div>
      )}
      {addresses.data.length === 0 ? (
        !adding && (
          <EmptyState icon={MapPin} title="Aún no tienes direcciones guardadas." action={addButton}>
            Guarda una dirección de envío y la tendrás lista en tu próxima compra.
          </EmptyState>
        )
      ) : (
        <ul className="grid gap-4 md:grid-cols-2" aria-label="Mis direcciones">
          {addresses.data.map((address) => (
            <li key={address.id}>
              <Card className="flex h-full items-start justify-between gap-3 p-5">
                <AddressDetails address={address} />
                <Button
                  variant="ghost"
                  size="icon"
                  className="shrink-0 text-danger"
                  aria-label={`Eliminar la dirección de ${address.recipient_name}: ${address.street_address}`}
                  onClick={() => setDoomed(address)}
                >
                  <Trash2 className="size-5" aria-hidden="true" />
                </Button>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={doomed !== null}
        title="¿Eliminar esta dirección?"
        confirmLabel="Eliminar"
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDoomed(null)}
      >
        {doomed && (
          <p>
            {doomed.street_address}, {doomed.city}. Esta acción no se puede deshacer.
          </p>
        )}
      </ConfirmDialog>
    </div>
  )
}
