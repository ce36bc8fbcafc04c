import { useQuery } from '@tanstack/react-query'
import { ExternalLink, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { toast } from '../../../../lib/toast'
import { generatePath, Link, useNavigate } from 'react-router'
import { paths } from '@vitrina/core/paths'
import { LoadState } from '../../../../components/load-state'
import { PageHeader } from '../../../../components/page-header'
import { Button, buttonClasses } from '../../../../components/ui/button'
import { ApiError } from '../../../../lib/api-client'
import { adminProductDetailOptions } from '../products-admin.api'
import { DeleteProductDialog } from './delete-product-dialog'
import { LandingContentEditor } from './landing-content-editor'
import { ProductForm } from './product-form'
import { ProductImages } from './product-images'
import { VariantEditor } from './variant-editor'

/** The edit page: details, images, variants and landing page of one product, each saved on its own. */
export function ProductEditor({ id }: { id: number }) {
  const valid = Number.isInteger(id) && id > 0
  const query = useQuery({ ...adminProductDetailOptions(id), enabled: valid })
  const navigate = useNavigate()
  const [deleting, setDeleting] = useState(false)
  const product = query.data

  return (
    <>
      <PageHeader
        title="Editar Producto"
        description={product?.name ?? 'Actualiza la información, las fotos y las variantes del producto.'}
        actions={
          product && (
            <>
              <Link
                to={generatePath(paths.product, { id: String(product.id) })}
                className={buttonClasses({ variant: 'outline', size: 'sm' })}
              >
                <ExternalLink className="size-4" aria-hidden="true" />
                Ver en la tienda
              </Link>
              <Button variant="outline" size="sm" onClick={() => setDeleting(true)} className="text-danger">
                <Trash2 className="size-4" aria-hidden="true" />
                Eliminar
              </Button>
            </>
          )
        }
      />
      {!valid ? (
        <LoadState tone="error">Producto no encontrado.</LoadState>
      ) : query.isPending ? (
        <LoadState tone="loading">Cargando producto...</LoadState>
      ) : !product ? (
        <LoadState tone="error">
          {query.error instanceof ApiError && query.error.status === 404
            ? 'Producto no encontrado.'
            : 'No se pudo cargar el producto.'}
        </LoadState>
      ) : (
        <div className="space-y-6">
          <ProductForm product={product} onSaved={() => toast.success('Cambios guardados.')} />
          <ProductImages productId={product.id} images={product.images} options={product.options} />
          <VariantEditor key={product.id} product={product} />
          <LandingContentEditor key={`landing-${product.id}`} product={product} />
        </div>
      )}
      <DeleteProductDialog
        product={deleting && product ? product : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => navigate(paths.admin.products, { replace: true })}
      />
    </>
  )
}
