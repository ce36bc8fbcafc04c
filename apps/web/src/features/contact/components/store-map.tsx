import { divIcon } from 'leaflet'
import 'leaflet/dist/leaflet.css'
import { MapContainer, Marker, Popup, TileLayer, ZoomControl } from 'react-leaflet'

// docs/product/content.md#contact-map: zoom 15, scroll-wheel zoom off.
const MAP_ZOOM = 15

// A drawn pin instead of Leaflet's PNG marker, whose image paths do not survive bundling.
const pin = divIcon({
  className: '',
  html: '<svg viewBox="0 0 24 24" width="40" height="40" fill="var(--theme-primary)" stroke="white" stroke-width="1.5" aria-hidden="true"><path d="M12 22s7-6.2 7-12a7 7 0 1 0-14 0c0 5.8 7 12 7 12z"/><circle cx="12" cy="10" r="2.6" fill="white" stroke="none"/></svg>',
  iconSize: [40, 40],
  iconAnchor: [20, 38],
  popupAnchor: [0, -34],
})

/** The store on an OpenStreetMap map with the popup '{store} está aquí. ¡Te esperamos!'. Loaded lazily. */
export function StoreMap({
  latitude,
  longitude,
  storeName,
}: {
  latitude: number
  longitude: number
  storeName: string
}) {
  return (
    <MapContainer
      center={[latitude, longitude]}
      zoom={MAP_ZOOM}
      scrollWheelZoom={false}
      zoomControl={false}
      // Leaflet's stylesheet loads after ours and sets its own font; the store's wins here.
      className="h-72 w-full rounded-2xl border border-border font-[inherit]! sm:h-80"
    >
      <TileLayer
        url="https://tile.openstreetmap.org/{z}/{x}/{y}.png"
        attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'
      />
      <ZoomControl position="topleft" zoomInTitle="Acercar" zoomOutTitle="Alejar" />
      <Marker
        position={[latitude, longitude]}
        icon={pin}
        title={`Ubicación de ${storeName}`}
        eventHandlers={{ add: (event) => event.target.openPopup() }}
      >
        <Popup>{storeName} está aquí. ¡Te esperamos!</Popup>
      </Marker>
    </MapContainer>
  )
}
