import { PageHeader } from '../../components/page-header'
import { CategoryDiscountForm } from '../../features/catalog/admin/components/category-discount-form'
import { DiscountList } from '../../features/catalog/admin/components/discount-list'

export function AdminDiscountsPage() {
  return (
    <>
      <PageHeader
        title="Descuentos"
        description="Define el porcentaje de descuento de cada producto o de una categoría entera."
      />
      <div className="space-y-8">
        <CategoryDiscountForm />
        <DiscountList />
      </div>
    </>
  )
}
