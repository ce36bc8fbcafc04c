import { discountPrice, DISCOUNT_MAX, priceRoundingStep } from '@vitrina/core/discount'
import { formatCOP } from '@vitrina/core/format'
import { discountInputSchema } from '@vitrina/core/schemas/catalog-admin'
import { useId, useState, type FormEvent } from 'react'
import { toast } from '../../../../lib/toast'
import { Button } from '../../../../components/ui/button'
import { Input } from '../../../../components/ui/input'
import { errorMessage } from '../../../../lib/api-client'
import { useSettings } from '../../../settings'
import { useSetDiscount, type AdminProduct } from '../products-admin.api'
import { ProductThumb } from './product-thumb'

export const DISCOUNT_GRID =
  'md:grid md:grid-cols-[minmax(0,2fr)_8rem_9rem_minmax(0,1fr)_7rem] md:items-center md:gap-4'

/** One product of the discounts screen: price, its percentage (editable) and the resulting price. */
export function DiscountRow({ product }: { product: AdminProduct }) {
  const [text, setText] = useState(String(product.descuento))
  const [error, setError] = useState<string | null>(null)
  const save = useSetDiscount()
  const { data: settings = {} } = useSettings()
  const inputId = useId()
  const errorId = useId()
  // The field follows the saved value when it changes elsewhere (a category discount, another tab).
  const [saved, setSaved] = useState(product.descuento)
  if (saved !== product.descuento) {
    setSaved(product.descuento)
    setText(String(product.descuento))
  }
  const parsed = discountInputSchema.safeParse({ descuento: text.trim() === '' ? Number.NaN : Number(text) })
  const preview = parsed.success ? parsed.data.descuento : product.descuento
  // The preview rounds as the server will (docs/product/platform.md#one-process: the store's price_rounding
  // step).
  const final = discountPrice(product.price, preview, priceRoundingStep(settings)) ?? product.price

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Descuento no válido.')
    setError(null)
    save.mutate(
      { id: product.id, descuento: parsed.data.descuento },
      {
        onSuccess: () =>
          toast.success(
            parsed.data.descuento
              ? `Descuento del ${parsed.data.descuento} % guardado.`
              : 'Descuento quitado.',
          ),
        onError: (err) => setError(errorMessage(err, 'No se pudo guardar el descuento.')),
      },
    )
  }

  return (
    <li className="py-3">
      <form
        noValidate
        onSubmit={submit}
        aria-label={`Descuento de ${product.name}`}
        className={DISCOUNT_GRID}
      >
        <div className="flex min-w-0 items-center gap-3">
          <ProductThumb images={product.images} />
          <p className="line-clamp-2 min-w-0 font-semibold text-foreground">{product.name}</p>
        </div>
        <div className="mt-3 grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-2 md:contents">
          <p className="order-1 text-sm text-muted md:order-none md:text-base md:text-foreground">
            <span className="md:sr-only">Precio: </span>
            <span className="tabular-nums">{formatCOP(product.price)}</span>
          </p>
          <div className="order-3 flex items-center gap-2 md:order-none">
            <label htmlFor={inputId} className="text-sm whitespace-nowrap text-muted md:sr-only">
              Descuento (%)
            </label>
            <div className="relative w-24">
              <Input
                id={inputId}
                type="number"
                inputMode="numeric"
                min={0}
                max={DISCOUNT_MAX}
                step={1}
                value={text}
                aria-invalid={Boolean(error)}
                aria-describedby={error ? errorId : undefined}
                onChange={(event) => {
                  setText(event.target.value)
                  setError(null)
                }}
                className="h-10 pr-7"
              />
              <span className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-sm text-muted">
                %
              </span>
            </div>
          </div>
          <p className="order-2 text-right text-sm md:order-none md:text-left md:text-base">
            <span className="text-muted md:sr-only">Precio final: </span>
            <strong className="tabular-nums text-foreground">{formatCOP(final)}</strong>
            {final < product.price && (
              <span className="block text-xs text-success md:ml-2 md:inline">
                ahorra {formatCOP(product.price - final)}
              </span>
            )}
          </p>
          <Button
            type="submit"
            variant="outline"
            size="sm"
            pending={save.isPending}
            pendingText="Guardando..."
            disabled={parsed.success && parsed.data.descuento === product.descuento}
            aria-label={`Guardar el descuento de ${product.name}`}
            className="order-4 justify-self-end md:order-none md:justify-self-auto"
          >
            Guardar
          </Button>
        </div>
      </form>
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </li>
  )
}
