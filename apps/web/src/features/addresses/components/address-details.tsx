import type { Address } from '@vitrina/core/schemas/addresses'
import { Badge } from '../../../components/ui/badge'

/** An address as a shopper reads it on an envelope: who, where, how to reach them. */
export function AddressDetails({ address }: { address: Address }) {
  return (
    <div className="min-w-0 space-y-1 text-sm">
      <p className="flex flex-wrap items-center gap-2 font-semibold text-foreground">
        <span className="break-words">{address.recipient_name}</span>
        {address.is_default && <Badge>Predeterminada</Badge>}
      </p>
      <p className="break-words text-foreground">{address.street_address}</p>
      {address.reference && <p className="break-words text-muted">{address.reference}</p>}
      <p className="text-muted">
        {address.city}, {address.state_province} {address.postal_code} · {address.country}
      </p>
      <p className="text-muted">Tel. {address.phone_number}</p>
    </div>
  )
}
