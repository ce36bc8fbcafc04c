import { ComingSoon } from '../../components/coming-soon'
import { PageHeader } from '../../components/page-header'

export function AccountWishlistPage() {
  return (
    <>
      <PageHeader title="Mi Lista de Deseos" description="Los productos que guardaste para más tarde." />
      <ComingSoon>Muy pronto verás aquí los productos que guardes.</ComingSoon>
    </>
  )
}
