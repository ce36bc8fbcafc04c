import type { CartLine } from '@vitrina/core/cart'
import { useId, useState, type FormEvent } from 'react'
import { Button } from '../../../components/ui/button'
import { Input } from '../../../components/ui/input'
import { errorMessage } from '../../../lib/api-client'
import { previewDiscountCode } from '../discount-code.api'
import { useDiscountCodeStore } from '../discount-code.store'

/**
 * docs/product/promotions.md#checkout: '¿Tienes un código de descuento?'. The server answers whether the code
 * applies and, when it does not, why; the summary then computes the discount with the shared totals.
 */
export function DiscountCodeBox({ lines }: { lines: readonly CartLine[] }) {
  const applied = useDiscountCodeStore((state) => state.applied)
  const onApply = useDiscountCodeStore((state) => state.apply)
  const id = useId()
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [checking, setChecking] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!text.trim()) return setError('Escribe tu código de descuento.')
    setChecking(true)
    setError(null)
    try {
      const preview = await previewDiscountCode(text, lines)
      onApply({ preview, eligibleIds: new Set(lines.filter((_, i) => preview.eligible[i]).map((l) => l.id)) })
      setText('')
    } catch (err) {
      setError(errorMessage(err, 'No pudimos revisar el código. Inténtalo de nuevo.'))
    } finally {
      setChecking(false)
    }
  }

  if (applied)
    return (
      <div className="flex items-center justify-between gap-3 rounded-xl bg-success/10 p-3 text-sm">
        <span>
          Código <strong>{applied.preview.code}</strong> aplicado.
        </span>
        <Button type="button" variant="ghost" size="sm" onClick={() => onApply(null)}>
          Quitar
        </Button>
      </div>
    )

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-2">
      <label htmlFor={id} className="text-sm font-medium text-foreground">
        ¿Tienes un código de descuento?
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="min-w-0 flex-1"
        />
        <Button type="submit" variant="secondary" disabled={checking} aria-busy={checking || undefined}>
          Aplicar
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </form>
  )
}
