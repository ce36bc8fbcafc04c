import { formatCOP } from '@vitrina/core/format'
import type { CSSProperties } from 'react'
import { ensureContrast, themeVariables } from '../theme'
import type { SettingsValues } from '../settings-fields'

/**
 * A small storefront drawn with the colours being edited (the same theme variables the shop uses), so the
 * merchant sees the result, contrast corrections included, before saving. Decorative for screen readers:
 * the fields already say every colour.
 */
export function ThemePreview({ values }: { values: SettingsValues }) {
  const style = themeVariables(values) as CSSProperties
  const bannerBackground = values.announcement_banner_bg_color
  const banner =
    values.announcement_banner_enabled === 'true' && values.announcement_banner_text.trim()
      ? {
          text: values.announcement_banner_text.trim(),
          style: {
            backgroundColor: bannerBackground,
            // Smaller than the real banner's large text, so it needs the 4.5:1 of normal text.
            color: ensureContrast(values.announcement_banner_text_color, [bannerBackground]),
            fontFamily: values.announcement_banner_font_family || 'inherit',
          },
        }
      : null

  return (
    <figure className="space-y-2">
      <figcaption className="text-sm font-medium text-foreground">Vista previa</figcaption>
      <div
        aria-hidden="true"
        style={style}
        className="overflow-hidden rounded-2xl border border-border bg-background text-foreground shadow-sm"
      >
        {banner && (
          <p style={banner.style} className="truncate px-4 py-1.5 text-center text-sm font-bold">
            {banner.text}
          </p>
        )}
        <div className="flex items-center justify-between gap-3 border-b border-border bg-card px-4 py-3">
          <span className="truncate font-bold">{values.store_name || 'Vitrina'}</span>
          <span className="flex gap-3 text-sm text-muted">
            <span>Tienda</span>
            <span>Contacto</span>
          </span>
        </div>
        <div className="grid gap-3 p-4 sm:grid-cols-2">
          {[
            { name: 'Camiseta de algodón', price: 59_900 },
            { name: 'Mochila tejida wayuu', price: 189_000 },
          ].map((product, index) => (
            <div key={product.name} className="overflow-hidden rounded-xl border border-border bg-card">
              <div className="relative h-20 bg-primary/15">
                {index === 0 && (
                  <span className="absolute top-2 left-2 rounded-full bg-accent px-2 py-0.5 text-xs font-bold text-on-accent">
                    Nuevo
                  </span>
                )}
              </div>
              <div className="space-y-2 p-3">
                <p className="text-sm font-semibold">{product.name}</p>
                <p className="text-xs text-muted">Hecho en Colombia</p>
                <p className="font-bold">{formatCOP(product.price)}</p>
                <span
                  className={
                    index === 0
                      ? 'block rounded-lg bg-primary px-3 py-1.5 text-center text-xs font-semibold text-on-primary'
                      : 'block rounded-lg border border-control px-3 py-1.5 text-center text-xs font-semibold text-foreground'
                  }
                >
                  {index === 0 ? 'Añadir al Carrito' : 'Ver Opciones'}
                </span>
              </div>
            </div>
          ))}
        </div>
        <p className="px-4 pb-4 text-sm">
          Un texto de ejemplo con <span className="font-semibold text-primary-ink underline">un enlace</span>.
        </p>
      </div>
    </figure>
  )
}
