import type { ProductDetail } from '@vitrina/core/schemas/catalog'
import { Plus } from 'lucide-react'
import { useState } from 'react'
import { toast } from '../../../../lib/toast'
import { Alert } from '../../../../components/ui/alert'
import { Button } from '../../../../components/ui/button'
import { errorMessage } from '../../../../lib/api-client'
import { useSaveVariants } from '../products-admin.api'
import {
  buildVariantsInput,
  draftFromProduct,
  EMPTY_FIELDS,
  variantRows,
  type OptionDraft,
  type VariantDraft,
  type VariantFields,
} from '../variant-draft'
import { FormSection } from './form-section'
import { OptionEditor } from './option-editor'
import { VariantRows } from './variant-rows'

const MAX_OPTIONS = 5
let nextKey = 0

/**
 * Options and their values; every combination becomes a variant row (core's variantCombinations) with
 * its own price, SKU and stock. 'Guardar variantes' replaces the product's options and variants at once;
 * the server keeps the ids of what did not change, so carts and orders stay valid.
 */
export function VariantEditor({ product }: { product: ProductDetail }) {
  const [draft, setDraft] = useState<VariantDraft>(() => draftFromProduct(product))
  const [problems, setProblems] = useState<{ messages: string[]; rows: Record<string, string> } | null>(null)
  const save = useSaveVariants(product.id)
  const rows = variantRows(draft)
  const excluded = new Set(draft.excluded)
  const sold = rows.filter((row) => !excluded.has(row.key)).length

  const change = (next: Partial<VariantDraft>) => {
    setDraft((current) => ({ ...current, ...next }))
    setProblems(null)
  }
  const setOption = (index: number, option: OptionDraft) =>
    change({ options: draft.options.map((o, i) => (i === index ? option : o)) })
  const setField = (key: string, field: keyof VariantFields, value: string) =>
    change({ fields: { ...draft.fields, [key]: { ...(draft.fields[key] ?? EMPTY_FIELDS), [field]: value } } })
  const setExcluded = (key: string, exclude: boolean) =>
    change({ excluded: exclude ? [...draft.excluded, key] : draft.excluded.filter((k) => k !== key) })

  const submit = () => {
    const result = buildVariantsInput(draft)
    if (!result.ok) return setProblems({ messages: result.messages, rows: result.rowErrors })
    save.mutate(result.input, {
      onSuccess: (saved) => {
        setDraft(draftFromProduct(saved))
        toast.success('Variantes guardadas.')
      },
    })
  }

  return (
    <FormSection
      id="producto-variantes"
      title="Opciones y variantes"
      description="Añade opciones como Talla o Color: se generan todas las combinaciones, cada una con su precio, SKU y stock."
    >
      {draft.options.map((option, index) => (
        <OptionEditor
          key={option.key}
          option={option}
          position={index + 1}
          onChange={(next) => setOption(index, next)}
          onRemove={() => change({ options: draft.options.filter((_, i) => i !== index) })}
        />
      ))}
      <Button
        variant="outline"
        disabled={draft.options.length >= MAX_OPTIONS}
        onClick={() =>
          change({ options: [...draft.options, { key: `n${nextKey++}`, name: '', values: [] }] })
        }
      >
        <Plus className="size-4" aria-hidden="true" />
        Añadir opción
      </Button>
      {draft.options.length === 0 ? (
        <p className="text-sm text-muted">
          Sin opciones, el producto no tiene variantes y su stock se define en «Precio e inventario».
        </p>
      ) : rows.length === 0 ? (
        <p className="text-sm text-muted">
          Añade al menos un valor a cada opción para generar las variantes.
        </p>
      ) : (
        <div className="space-y-2">
          <h3 className="font-semibold text-foreground" aria-live="polite">
            {rows.length === 1 ? '1 combinación' : `${rows.length} combinaciones`}
            {sold !== rows.length && `, ${sold} a la venta`}
          </h3>
          <VariantRows
            rows={rows}
            excluded={excluded}
            errors={problems?.rows ?? {}}
            basePrice={product.price}
            onField={setField}
            onExclude={setExcluded}
          />
        </div>
      )}
      {problems && (
        <Alert tone="error">
          <p className="font-semibold">Revisa las variantes:</p>
          <ul className="mt-1 list-disc pl-5">
            {problems.messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </Alert>
      )}
      {save.isError && (
        <Alert tone="error">{errorMessage(save.error, 'No se pudieron guardar las variantes.')}</Alert>
      )}
      <div className="flex justify-end">
        <Button onClick={submit} pending={save.isPending} pendingText="Guardando...">
          Guardar variantes
        </Button>
      </div>
    </FormSection>
  )
}
