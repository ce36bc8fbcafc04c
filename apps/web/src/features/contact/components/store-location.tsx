import { lazy, Suspense } from 'react'
import { Skeleton } from '../../../components/ui/skeleton'
import { useSettings, useStoreName } from '../../settings'

// Leaflet is only downloaded by shoppers who open the contact page of a store with a location.
const StoreMap = lazy(async () => ({ default: (await import('./store-map')).StoreMap }))

/**
 * The map appears only when location_latitude and location_longitude are both non-zero
 * (docs/product/content.md#contact-map).
 */
export function StoreLocation() {
  const { data: settings = {} } = useSettings()
  const storeName = useStoreName()
  const latitude = Number(settings.location_latitude)
  const longitude = Number(settings.location_longitude)
  const valid =
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    latitude !== 0 &&
    longitude !== 0 &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180
  if (!valid) return null
  return (
    <section aria-label="Mapa de la tienda">
      <Suspense fallback={<Skeleton className="h-72 w-full rounded-2xl sm:h-80" />}>
        <StoreMap latitude={latitude} longitude={longitude} storeName={storeName} />
      </Suspense>
    </section>
  )
}
