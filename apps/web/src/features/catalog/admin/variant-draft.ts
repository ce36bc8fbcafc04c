import type { ProductDetail } from '@vitrina/core/schemas/catalog'
import { variantsInputSchema, type VariantsInput } from '@vitrina/core/schemas/catalog-admin'
import { labelsKey, variantCombinations } from '@vitrina/core/variants'

// The variant editor's working copy (docs/product/back-office.md#variant-editor): options with their value
// labels, and per combination the text typed in its price, SKU and stock boxes.

export type OptionDraft = { key: string; name: string; values: string[] }
export type VariantFields = { price_override: string; sku: string; stock_quantity: string }
export type VariantDraft = {
  options: OptionDraft[]
  /** By labelsKey() of the combination, so typed data survives adding or reordering values. */
  fields: Record<string, VariantFields>
  /** Combinations the merchant does not sell. */
  excluded: string[]
}
export type VariantRow = { key: string; values: string[]; label: string; fields: VariantFields }

export const EMPTY_FIELDS: VariantFields = { price_override: '', sku: '', stock_quantity: '0' }

/** The editor's starting point: what the product has now. */
export function draftFromProduct(product: Pick<ProductDetail, 'options' | 'variants'>): VariantDraft {
  const options = product.options.map((o) => ({
    key: `o${o.id}`,
    name: o.name,
    values: o.values.map((v) => v.value),
  }))
  const fields: Record<string, VariantFields> = {}
  const sold = new Set<string>()
  for (const variant of product.variants) {
    const values = product.options.map(
      (o) => o.values.find((v) => variant.value_ids.includes(v.id))?.value ?? '',
    )
    const key = labelsKey(values)
    sold.add(key)
    fields[key] = {
      price_override: variant.price_override === null ? '' : String(variant.price_override),
      sku: variant.sku ?? '',
      stock_quantity: String(variant.stock_quantity),
    }
  }
  const excluded = product.variants.length
    ? variantCombinations(options)
        .map(labelsKey)
        .filter((key) => !sold.has(key))
    : []
  return { options, fields, excluded }
}

/**
 * Every combination of the options' values, with what was typed for it (generated,
 * docs/product/back-office.md#variant-editor).
 */
export function variantRows(draft: VariantDraft): VariantRow[] {
  return variantCombinations(draft.options).map((values) => {
    const key = labelsKey(values)
    return { key, values, label: values.join(' / '), fields: draft.fields[key] ?? EMPTY_FIELDS }
  })
}

const WHOLE = /^\d+$/

export type DraftResult =
  { ok: true; input: VariantsInput } | { ok: false; messages: string[]; rowErrors: Record<string, string> }

/**
 * The payload of POST /api/products/{id}/variants, checked with the server's own contract; failures
 * come back as Spanish messages, and per row where a row is to blame.
 */
export function buildVariantsInput(draft: VariantDraft): DraftResult {
  const excluded = new Set(draft.excluded)
  const rows = variantRows(draft).filter((row) => !excluded.has(row.key))
  const rowErrors: Record<string, string> = {}
  for (const row of rows) {
    const { price_override, stock_quantity } = row.fields
    if (price_override.trim() && !WHOLE.test(price_override.trim()))
      rowErrors[row.key] = `${row.label}: el precio debe ser un número entero de pesos.`
    else if (!WHOLE.test(stock_quantity.trim()))
      rowErrors[row.key] = `${row.label}: el stock debe ser un número entero (0 o más).`
  }
  const input = {
    options: draft.options.map((o) => ({ name: o.name.trim(), values: o.values })),
    variants: rows.map((row) => ({
      values: row.values,
      price_override: row.fields.price_override.trim() ? Number(row.fields.price_override) : null,
      stock_quantity: Number(row.fields.stock_quantity.trim() || 0),
      sku: row.fields.sku.trim() || null,
    })),
  }
  if (Object.keys(rowErrors).length) return { ok: false, messages: Object.values(rowErrors), rowErrors }
  const parsed = variantsInputSchema.safeParse(input)
  if (parsed.success) return { ok: true, input: parsed.data }
  for (const issue of parsed.error.issues) {
    const [list, index] = issue.path
    const row = list === 'variants' && typeof index === 'number' ? rows[index] : undefined
    if (row) rowErrors[row.key] = `${row.label}: ${issue.message}`
  }
  const messages = [...new Set(parsed.error.issues.map((i) => i.message))]
  return { ok: false, messages, rowErrors }
}
