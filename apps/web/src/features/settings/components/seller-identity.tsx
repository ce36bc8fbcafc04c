import { Link } from 'react-router'
import { paths } from '@vitrina/core/paths'
import { sellerIdentity } from '@vitrina/core/seller'
import { useSettings } from '../settings.api'

/**
 * Who sells (docs/product/consumer-rights.md#quien-vende, Ley 1480 art. 50): razón social, NIT, address, phone,
 * e-mail and the complaints channel, from the fiscal profile. Nothing while the store has none.
 */
export function SellerIdentity() {
  const { data: settings } = useSettings()
  const seller = sellerIdentity(settings ?? {})
  if (!seller) return null
  return (
    <address aria-label="Datos del vendedor" className="space-y-1 text-sm break-words text-muted not-italic">
      <p>
        <span className="font-medium text-foreground">{seller.legal_name}</span> · NIT {seller.nit}
      </p>
      {seller.address && <p>{seller.address}</p>}
      {(seller.phone || seller.email) && (
        <p className="flex flex-wrap gap-x-3">
          {seller.phone && (
            <a href={`tel:${seller.phone.replace(/[^\d+]/g, '')}`} className="hover:text-foreground">
              Tel. {seller.phone}
            </a>
          )}
          {seller.email && (
            <a href={`mailto:${seller.email}`} className="hover:text-foreground">
              {seller.email}
            </a>
          )}
        </p>
      )}
      <p>
        <Link to={paths.contact} className="underline hover:text-foreground">
          Peticiones, quejas y reclamos
        </Link>
      </p>
    </address>
  )
}
