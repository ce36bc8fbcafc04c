import { BuyerFields, type BuyerValues } from '../../checkout'

/**
 * docs/product/back-office.md#point-of-sale: who the sale's document names. 'Consumidor final' unless the
 * customer asks for it in their name or their company's; a NIT's DV is checked as the server checks it.
 */
export function BuyerPanel({
  identified,
  onIdentified,
  values,
  onValues,
}: {
  identified: boolean
  onIdentified: (identified: boolean) => void
  values: BuyerValues
  onValues: (update: (values: BuyerValues) => BuyerValues) => void
}) {
  return (
    <div className="space-y-3">
      <BuyerFields
        legend="¿Factura a nombre de alguien?"
        identifiedLabel="Sí, con documento"
        name="pos-buyer"
        identified={identified}
        onIdentified={onIdentified}
        values={values}
        onValues={onValues}
        narrow
      />
    </div>
  )
}
