import { useQuery } from '@tanstack/react-query'
import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '@vitrina/core/paths'
import { Spinner } from '../../../components/ui/spinner'
import { featuredProductsOptions } from '../catalog.api'
import { ProductGrid, ProductGridSkeleton } from './product-grid'

/**
 * docs/product/catalogue.md#featured-products 'Productos Destacados': 'Cargando productos...' while loading,
 * the error text on failure.
 */
export function FeaturedProducts() {
  const featured = useQuery(featuredProductsOptions())
  return (
    <section aria-labelledby="destacados" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="destacados" className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">
            Productos Destacados
          </h2>
          <p className="mt-1 text-muted">Los favoritos de nuestros clientes, elegidos para ti.</p>
        </div>
        <Link
          to={paths.shop}
          className="inline-flex items-center gap-1.5 rounded font-semibold text-primary-ink hover:underline"
        >
          Ver todo el catálogo
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      {featured.isPending ? (
        <>
          <p role="status" className="flex items-center gap-2 text-muted">
            <Spinner className="text-primary-ink" />
            Cargando productos...
          </p>
          <ProductGridSkeleton count={4} />
        </>
      ) : featured.isError ? (
        <p role="alert" className="rounded-2xl border border-danger/30 bg-danger/8 p-5 text-danger">
          Error al cargar los productos: {featured.error.message}
        </p>
      ) : featured.data.length === 0 ? (
        <p className="rounded-2xl border border-border bg-card p-6 text-center text-muted">
          Pronto verás aquí nuestros productos destacados.
        </p>
      ) : (
        <ProductGrid products={featured.data} />
      )}
    </section>
  )
}
