import clsx from 'clsx'
import { colourOf } from '@vitrina/core/colours'
import type { ProductImage as Image } from '@vitrina/core/schemas/catalog'
import type { Swatch } from '@vitrina/core/variant-images'
import { ProductImage } from '../../../components/product-image'

/** How many swatches a card shows before '+n'. */
const SHOWN = 5

/**
 * docs/product/catalogue.md#variant-images: a card's colour swatches, one button per value with photos, named
 * by the value; a value that is not a known colour shows its photo instead of a tint.
 */
export function ValueSwatches({
  productName,
  swatches,
  chosen,
  onChoose,
}: {
  productName: string
  swatches: readonly Swatch<Image>[]
  chosen: number | null
  onChoose: (valueId: number) => void
}) {
  const hidden = swatches.length - SHOWN
  return (
    <div
      role="group"
      aria-label={`Colores de ${productName}`}
      className="flex flex-wrap items-center gap-1.5"
    >
      {swatches.slice(0, SHOWN).map((swatch) => {
        const tint = colourOf(swatch.value)
        return (
          <button
            key={swatch.valueId}
            type="button"
            aria-label={swatch.value}
            aria-pressed={chosen === swatch.valueId}
            title={swatch.value}
            onClick={() => onChoose(swatch.valueId)}
            className={clsx(
              'size-6 shrink-0 overflow-hidden rounded-full border border-control ring-offset-2 ring-offset-card transition',
              chosen === swatch.valueId ? 'ring-2 ring-primary-ink' : 'hover:ring-2 hover:ring-border',
            )}
            style={tint ? { backgroundColor: tint } : undefined}
          >
            {!tint && (
              <ProductImage imageRef={swatch.image.image_url} alt="" sizes="24px" className="size-full" />
            )}
          </button>
        )
      })}
      {hidden > 0 && <span className="text-xs text-muted">+{hidden}</span>}
    </div>
  )
}
