import { useParams } from 'react-router'
import { ProductDetail } from '../features/catalog/components/product-detail'

export function ProductPage() {
  const { id } = useParams()
  // A new product is a new page: its selections and tab start over.
  return <ProductDetail key={id} id={Number(id)} />
}
