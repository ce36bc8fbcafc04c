import { PageHeader } from '../../components/page-header'
import { EntriesManager } from '../../features/content/components/entries-manager'
import { SHIPPING_KIND } from '../../features/content/entry-kinds'
import { ShippingZonesManager } from '../../features/shipping/components/shipping-zones-manager'

export function AdminShippingPage() {
  return (
    <>
      <PageHeader
        title="Envíos"
        description="Las zonas con su costo y tiempo de entrega, y lo que los clientes ven en la pestaña Envío de cada producto."
      />
      <div className="space-y-10">
        <ShippingZonesManager />
        <section aria-labelledby="info-envio-titulo" className="space-y-4">
          <h2 id="info-envio-titulo" className="text-lg font-bold text-foreground">
            Información de envío
          </h2>
          <EntriesManager kind={SHIPPING_KIND} />
        </section>
      </div>
    </>
  )
}
