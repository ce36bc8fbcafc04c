import { PageHeader } from '../../components/page-header'
import { PosTill } from '../../features/pos/components/pos-till'

export function AdminPosPage() {
  return (
    <>
      <PageHeader
        title="Punto de Venta"
        description="Vende en el local: busca o escanea, ajusta cantidades y cobra. El stock se descuenta al instante."
      />
      <PosTill />
    </>
  )
}
