import { useQuery } from '@tanstack/react-query'
import { DISCOUNT_MAX } from '@vitrina/core/discount'
import { discountInputSchema } from '@vitrina/core/schemas/catalog-admin'
import type { Category } from '@vitrina/core/schemas/categories'
import { useState, type FormEvent } from 'react'
import { toast } from '../../../../lib/toast'
import { ConfirmDialog } from '../../../../components/confirm-dialog'
import { Button } from '../../../../components/ui/button'
import { Field } from '../../../../components/ui/field'
import { Input } from '../../../../components/ui/input'
import { errorMessage } from '../../../../lib/api-client'
import { categoryListOptions } from '../../catalog.api'
import { useCategoryDiscount } from '../categories-admin.api'
import { CategorySelect } from '../../components/category-select'
import { FormSection } from './form-section'

/** One percentage for every product of a category (0 removes their discounts), after a confirmation. */
export function CategoryDiscountForm() {
  const categories = useQuery(categoryListOptions())
  const apply = useCategoryDiscount()
  const [categoryId, setCategoryId] = useState('')
  const [text, setText] = useState('')
  const [errors, setErrors] = useState<{ category?: string; descuento?: string }>({})
  const [confirming, setConfirming] = useState<{ category: Category; descuento: number } | null>(null)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const category = categories.data?.find((c) => String(c.id) === categoryId)
    const parsed = discountInputSchema.safeParse({
      descuento: text.trim() === '' ? Number.NaN : Number(text),
    })
    const next = {
      category: category ? undefined : 'Elige una categoría.',
      descuento: parsed.success ? undefined : parsed.error.issues[0]?.message,
    }
    setErrors(next)
    if (category && parsed.success) setConfirming({ category, descuento: parsed.data.descuento })
  }

  const close = () => {
    apply.reset()
    setConfirming(null)
  }

  return (
    <FormSection
      id="descuento-categoria"
      title="Descuento por categoría"
      description="Aplica el mismo porcentaje a todos los productos de una categoría. Con 0 % se quitan sus descuentos."
    >
      <form
        noValidate
        onSubmit={submit}
        className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_9rem_auto] sm:items-start"
      >
        <Field label="Categoría" error={errors.category}>
          {(props) => (
            <CategorySelect
              {...props}
              value={categoryId}
              onChange={setCategoryId}
              emptyLabel="Elige una categoría"
              by="id"
              withCount
            />
          )}
        </Field>
        <Field label="Descuento (%)" error={errors.descuento}>
          {(props) => (
            <Input
              {...props}
              type="number"
              inputMode="numeric"
              min={0}
              max={DISCOUNT_MAX}
              step={1}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          )}
        </Field>
        <Button type="submit" className="sm:mt-[1.625rem]">
          Aplicar a la categoría
        </Button>
      </form>
      <ConfirmDialog
        open={confirming !== null}
        title="¿Aplicar el descuento a toda la categoría?"
        confirmLabel="Aplicar descuento"
        pendingText="Aplicando..."
        pending={apply.isPending}
        error={apply.isError ? errorMessage(apply.error, 'No se pudo aplicar el descuento.') : null}
        onClose={close}
        onConfirm={() =>
          confirming &&
          apply.mutate(
            { id: confirming.category.id, descuento: confirming.descuento },
            {
              onSuccess: (result) => {
                toast.success(result.message)
                setText('')
                close()
              },
            },
          )
        }
      >
        <p>
          {confirming?.descuento
            ? `Todos los productos de ${confirming.category.name} quedarán con un ${confirming.descuento} % de descuento, también los que ya tenían otro.`
            : `Se quitará el descuento de todos los productos de ${confirming?.category.name}.`}
        </p>
      </ConfirmDialog>
    </FormSection>
  )
}
