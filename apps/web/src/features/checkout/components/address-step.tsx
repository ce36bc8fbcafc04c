import { useQuery } from '@tanstack/react-query'
import type { Address } from '@vitrina/core/schemas/addresses'
import clsx from 'clsx'
import { Plus } from 'lucide-react'
import { useState } from 'react'
import { LoadState } from '../../../components/load-state'
import { Button } from '../../../components/ui/button'
import { Badge } from '../../../components/ui/badge'
import { AddressDetails, AddressForm, addressListOptions, MunicipioConfirm } from '../../addresses'
import { useSessionStore } from '../../auth'
import { StepSection } from './step-section'

/**
 * Step 1 of docs/product/checkout-and-payments.md#address-step: choose a saved address (the default, else the
 * first, comes chosen) or save a new one, which becomes the chosen one
 * (docs/product/checkout-and-payments.md#address-step).
 */
export function AddressStep({
  selected,
  onChoose,
}: {
  /** The address the order will go to (see selectedAddressId). */
  selected: number | null
  onChoose: (id: number) => void
}) {
  const token = useSessionStore((state) => state.token)
  const addresses = useQuery(addressListOptions(token))
  const [adding, setAdding] = useState(false)

  const onSaved = (address: Address) => {
    onChoose(address.id)
    setAdding(false)
  }

  let content
  if (addresses.isPending) content = <LoadState tone="loading">Cargando direcciones...</LoadState>
  else if (addresses.isError)
    content = <LoadState tone="error">No se pudieron cargar tus direcciones. Recarga la página.</LoadState>
  else {
    const list = addresses.data
    // docs/decisions/031-dane-municipalities.md: the chosen address without DANE code opens its confirmation.
    const pending = list.find((a) => a.id === selected && a.municipality_code === null)
    content = (
      <>
        {list.length > 0 ? (
          <fieldset>
            <legend className="sr-only">Elige la dirección de envío</legend>
            <div className="grid gap-3 md:grid-cols-2">
              {list.map((address) => (
                <label
                  key={address.id}
                  className={clsx(
                    'flex cursor-pointer items-start gap-3 rounded-xl border p-4 transition',
                    'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-ink',
                    address.id === selected
                      ? 'border-primary-ink bg-primary/8 ring-1 ring-primary-ink'
                      : 'border-border hover:border-primary-ink/50',
                  )}
                >
                  <input
                    type="radio"
                    name="shipping-address"
                    value={address.id}
                    checked={address.id === selected}
                    onChange={() => onChoose(address.id)}
                    className="mt-1 size-4 shrink-0 accent-primary"
                  />
                  <div className="min-w-0 space-y-2">
                    <AddressDetails address={address} />
                    {address.municipality_code === null && <Badge>Confirma el municipio</Badge>}
                  </div>
                </label>
              ))}
            </div>
          </fieldset>
        ) : (
          !adding && (
            <p className="text-muted">
              Aún no tienes direcciones guardadas. Añade una para recibir tu pedido.
            </p>
          )
        )}
        {pending && <MunicipioConfirm key={pending.id} address={pending} />}
        {adding || list.length === 0 ? (
          <div className="rounded-xl border border-dashed border-border p-4 sm:p-5">
            <h3 className="mb-4 font-semibold text-foreground">Nueva dirección</h3>
            <AddressForm onSaved={onSaved} onCancel={list.length > 0 ? () => setAdding(false) : undefined} />
          </div>
        ) : (
          <Button variant="outline" onClick={() => setAdding(true)}>
            <Plus className="size-4" aria-hidden="true" />
            Añadir nueva dirección
          </Button>
        )}
      </>
    )
  }

  return (
    <StepSection number={1} title="Dirección de envío">
      {content}
    </StepSection>
  )
}
