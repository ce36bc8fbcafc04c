import { useQuery } from '@tanstack/react-query'
import { formatCOP } from '@vitrina/core/format'
import type { ShippingZone, ShippingZoneInput } from '@vitrina/core/schemas/shipping-zones'
import { deliveryEstimate, zonesEnabled } from '@vitrina/core/shipping-zones'
import { MapPin, Pencil, Plus, Trash2 } from 'lucide-react'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { EmptyState } from '../../../components/empty-state'
import { LoadError } from '../../../components/load-error'
import { LoadState } from '../../../components/load-state'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { Dialog } from '../../../components/ui/dialog'
import { useCrudDialogs } from '../../../lib/use-crud-dialogs'
import { useSettings } from '../../settings'
import { shippingZonesOptions, useDeleteShippingZone, useSaveShippingZone } from '../shipping-zones.api'
import { ShippingZoneForm } from './shipping-zone-form'

/**
 * docs/product/platform.md#one-process: the back office list of shipping zones, edited in a dialog, deleted
 * after a confirmation.
 */
export function ShippingZonesManager() {
  const zones = useQuery(shippingZonesOptions())
  const { data: settings = {} } = useSettings()
  const save = useSaveShippingZone()
  const remove = useDeleteShippingZone()

  const dialogs = useCrudDialogs<ShippingZone, ShippingZoneInput>({
    save,
    remove,
    text: { saved: 'Zona de envío guardada.', deleted: 'Zona de envío eliminada.' },
  })
  const { editing, deleting } = dialogs

  const addButton = (
    <Button onClick={() => dialogs.open(null)}>
      <Plus className="size-4" aria-hidden="true" />
      Nueva zona
    </Button>
  )

  let content
  if (zones.isPending) content = <LoadState tone="loading">Cargando zonas de envío...</LoadState>
  else if (zones.isError)
    content = <LoadError message="Error al cargar las zonas de envío." onRetry={() => void zones.refetch()} />
  else if (zones.data.length === 0)
    content = (
      <EmptyState icon={MapPin} title="Aún no hay zonas de envío" action={addButton}>
        Sin zonas, todas las direcciones pagan el costo de envío de la configuración.
      </EmptyState>
    )
  else content = <ZoneList zones={zones.data} onEdit={dialogs.open} onDelete={dialogs.askDelete} />

  return (
    <section aria-labelledby="zonas-titulo" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h2 id="zonas-titulo" className="text-lg font-bold text-foreground">
            Zonas de envío
          </h2>
          <p className="text-sm text-muted">
            Costo y tiempo de entrega por departamento o ciudad. Una dirección fuera de toda zona paga el
            costo general de la configuración.
          </p>
        </div>
        {zones.isSuccess && zones.data.length > 0 && addButton}
      </div>
      {!zonesEnabled(settings) && (
        <Alert tone="info">
          El cobro por zonas está desactivado en la configuración: todas las direcciones pagan el costo
          general.
        </Alert>
      )}
      {content}
      <Dialog
        open={editing !== null}
        onClose={dialogs.close}
        title={editing?.item ? 'Editar zona de envío' : 'Nueva zona de envío'}
        size="lg"
      >
        {editing && (
          <ShippingZoneForm
            zone={editing.item}
            pending={save.isPending}
            error={save.error}
            onSubmit={dialogs.submit}
            onCancel={dialogs.close}
          />
        )}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? `¿Eliminar la zona «${deleting.name}»?` : ''}
        confirmLabel="Sí, eliminar"
        pending={remove.isPending}
        onConfirm={dialogs.confirmDelete}
        onClose={dialogs.cancelDelete}
      >
        Sus direcciones pasan a pagar el costo general. Los pedidos ya hechos conservan su zona.
      </ConfirmDialog>
    </section>
  )
}

function ZoneList({
  zones,
  onEdit,
  onDelete,
}: {
  zones: ShippingZone[]
  onEdit: (zone: ShippingZone) => void
  onDelete: (zone: ShippingZone) => void
}) {
  return (
    <ul className="space-y-3">
      {zones.map((zone) => (
        <li
          key={zone.id}
          className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm sm:flex-row sm:items-start sm:p-5"
        >
          <div className="min-w-0 flex-1">
            <h3 className="font-semibold text-foreground">{zone.name}</h3>
            <p className="mt-1 text-sm text-muted">
              {zone.departamentos.join(', ')}
              {zone.cities.length > 0 && ` · solo ${zone.cities.join(', ')}`}
            </p>
            <p className="mt-2 text-sm text-foreground">
              <strong className="tabular-nums">{formatCOP(zone.cost)}</strong>
              {' · '}
              {deliveryEstimate(zone.delivery_days_min, zone.delivery_days_max)}
              {zone.free_shipping_threshold !== null &&
                ` · gratis desde ${formatCOP(zone.free_shipping_threshold)}`}
            </p>
          </div>
          <div className="flex shrink-0 gap-2">
            <Button variant="outline" size="sm" onClick={() => onEdit(zone)}>
              <Pencil className="size-4" aria-hidden="true" />
              Editar<span className="sr-only"> «{zone.name}»</span>
            </Button>
            <Button variant="outline" size="sm" className="text-danger!" onClick={() => onDelete(zone)}>
              <Trash2 className="size-4" aria-hidden="true" />
              Eliminar<span className="sr-only"> «{zone.name}»</span>
            </Button>
          </div>
        </li>
      ))}
    </ul>
  )
}
