import { DEPARTAMENTO_CODES, findDepartamento } from '@vitrina/core/departamentos'
import type { Address } from '@vitrina/core/schemas/addresses'
import type { Place } from '@vitrina/core/schemas/locations'
import { useState } from 'react'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { errorWithReason } from '../../../lib/api-client'
import { useConfirmMunicipio } from '../addresses.api'
import { MunicipioCombobox } from './municipio-combobox'

/**
 * docs/decisions/031-dane-municipalities.md: an address saved before the DANE list (its city typed by hand
 * and not found in it) asks its owner for the municipio before an order can go there.
 */
export function MunicipioConfirm({ address }: { address: Address }) {
  const confirm = useConfirmMunicipio()
  const departamento = findDepartamento(address.state_province)
  const [place, setPlace] = useState<Place | null>(null)
  const [missing, setMissing] = useState(false)

  const onConfirm = () => {
    if (!place) return setMissing(true)
    confirm.mutate({ id: address.id, municipality_code: place.code })
  }

  return (
    <div className="space-y-3 rounded-xl border border-primary-ink/40 bg-primary/8 p-4">
      <p className="text-sm text-foreground">
        Confirma el municipio de esta dirección («{address.city}») para poder enviarte el pedido y facturarlo.
      </p>
      {confirm.isError && (
        <Alert tone="error">{errorWithReason(confirm.error, 'No se pudo confirmar el municipio.')}</Alert>
      )}
      <Field
        label={`Municipio en ${departamento ?? address.state_province}`}
        error={missing && !place ? 'Elige el municipio de la lista.' : undefined}
      >
        {(props) => (
          <MunicipioCombobox
            control={props}
            departamentoCode={departamento && DEPARTAMENTO_CODES[departamento]}
            value={place}
            onChange={setPlace}
          />
        )}
      </Field>
      <Button size="sm" onClick={onConfirm} pending={confirm.isPending} pendingText="Confirmando...">
        Confirmar municipio
      </Button>
    </div>
  )
}
