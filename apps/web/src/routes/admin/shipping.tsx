import { PageHeader } from '../../components/page-header'
import { EntriesManager } from '../../features/content/components/entries-manager'
import { SHIPPING_KIND } from '../../features/content/entry-kinds'

export function AdminShippingPage() {
  return (
    <>
      <PageHeader
        title="Información de Envío"
        description="Lo que los clientes ven en la pestaña Envío de cada producto."
      />
      <EntriesManager kind={SHIPPING_KIND} />
    </>
  )
}
