import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import type { VariantsInput } from '@vitrina/core/schemas/catalog-admin'
import { foldLabel as fold, variantKey } from '@vitrina/core/variants'
import type { Tx } from '../../db/client'
import {
  productOptionValues,
  productOptions,
  products,
  productVariants,
  productVariantValues,
} from '../../db/schema'
import { conflict, notFound } from '../../lib/errors'
import { PRODUCT_NOT_FOUND } from './product-detail.service'

/**
 * docs/product/catalogue.md#variants-payload: the product's options and variants become exactly the
 * payload's. Options are matched by name, values by text within their option and variants by their set of
 * values, so the ids of everything unchanged survive and carts and orders pointing at them stay valid.
 */
export async function replaceVariants(tx: Tx, productId: number, input: VariantsInput): Promise<void> {
  const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId))
  if (!product) throw notFound(PRODUCT_NOT_FOUND, 'PRODUCT_NOT_FOUND')
  await ensureSkusFree(tx, productId, input)

  const current = await currentVariants(tx, productId)
  const kept = await upsertOptions(tx, productId, input, current)
  await upsertVariants(tx, productId, input, current, kept.valueIds)

  // Whatever the payload no longer names goes (their variant links go with them by cascade).
  const goneValues = current.values.filter((v) => !kept.values.has(v.id)).map((v) => v.id)
  if (goneValues.length)
    await tx.delete(productOptionValues).where(inArray(productOptionValues.id, goneValues))
  const goneOptions = current.options.filter((o) => !kept.options.has(o.id)).map((o) => o.id)
  if (goneOptions.length) await tx.delete(productOptions).where(inArray(productOptions.id, goneOptions))
  await tx.update(products).set({ updated_at: new Date() }).where(eq(products.id, productId))
}

type CurrentVariants = Awaited<ReturnType<typeof currentVariants>>
type VariantInput = VariantsInput['variants'][number]

/** The product's options, their values, and each variant's value ids (one row a value). */
async function currentVariants(tx: Tx, productId: number) {
  const options = await tx.select().from(productOptions).where(eq(productOptions.product_id, productId))
  const values = options.length
    ? await tx
        .select()
        .from(productOptionValues)
        .where(
          inArray(
            productOptionValues.option_id,
            options.map((o) => o.id),
          ),
        )
    : []
  const variants = await tx
    .select({ id: productVariants.id, value_id: productVariantValues.option_value_id })
    .from(productVariants)
    .leftJoin(productVariantValues, eq(productVariantValues.variant_id, productVariants.id))
    .where(eq(productVariants.product_id, productId))
  return { options, values, variants }
}

/**
 * Options and values: keep matching rows (renaming case or moving them), insert new ones. Returns, per
 * option, the id of each folded value, and which old rows were kept.
 */
async function upsertOptions(tx: Tx, productId: number, input: VariantsInput, current: CurrentVariants) {
  const valueIds: Map<string, number>[] = []
  const options = new Set<number>()
  const values = new Set<number>()
  for (const [position, option] of input.options.entries()) {
    const existing = current.options.find((o) => fold(o.name) === fold(option.name) && !options.has(o.id))
    let optionId: number
    if (existing) {
      optionId = existing.id
      await tx
        .update(productOptions)
        .set({ name: option.name, position })
        .where(eq(productOptions.id, optionId))
    } else {
      const [row] = await tx
        .insert(productOptions)
        .values({ product_id: productId, name: option.name, position })
        .returning({ id: productOptions.id })
      optionId = row!.id
    }
    options.add(optionId)
    const ids = new Map<string, number>()
    for (const [valuePosition, value] of option.values.entries()) {
      const old = current.values.find((v) => v.option_id === optionId && fold(v.value) === fold(value))
      if (old) {
        await tx
          .update(productOptionValues)
          .set({ value, position: valuePosition })
          .where(eq(productOptionValues.id, old.id))
        ids.set(fold(value), old.id)
        values.add(old.id)
      } else {
        const [row] = await tx
          .insert(productOptionValues)
          .values({ option_id: optionId, value, position: valuePosition })
          .returning({ id: productOptionValues.id })
        ids.set(fold(value), row!.id)
      }
    }
    valueIds.push(ids)
  }
  return { valueIds, options, values }
}

/** Variants: the old ones by the key of their value ids, the new ones by the ids their values map to. */
async function upsertVariants(
  tx: Tx,
  productId: number,
  input: VariantsInput,
  current: CurrentVariants,
  valueIds: Map<string, number>[],
) {
  const oldByKey = new Map<string, number>()
  const grouped = new Map<number, number[]>()
  for (const row of current.variants) {
    const list = grouped.get(row.id) ?? []
    if (row.value_id !== null) list.push(row.value_id)
    grouped.set(row.id, list)
  }
  for (const [id, ids] of grouped) oldByKey.set(variantKey(ids), id)

  const keptVariants: { id: number; variant: VariantInput }[] = []
  const newVariants: { ids: number[]; variant: VariantInput }[] = []
  for (const variant of input.variants) {
    const ids = variant.values.map((value, i) => valueIds[i]!.get(fold(value))!)
    const oldId = oldByKey.get(variantKey(ids))
    if (oldId !== undefined) keptVariants.push({ id: oldId, variant })
    else newVariants.push({ ids, variant })
  }
  const keptIds = new Set(keptVariants.map((k) => k.id))
  const dropped = [...grouped.keys()].filter((id) => !keptIds.has(id))
  if (dropped.length) await tx.delete(productVariants).where(inArray(productVariants.id, dropped))
  await updateKeptVariants(tx, keptVariants)
  for (const { ids, variant } of newVariants) {
    const [row] = await tx
      .insert(productVariants)
      .values({
        product_id: productId,
        price_override: variant.price_override ?? null,
        stock_quantity: variant.stock_quantity ?? 0,
        sku: variant.sku ?? null,
      })
      .returning({ id: productVariants.id })
    if (ids.length)
      await tx
        .insert(productVariantValues)
        .values(ids.map((option_value_id) => ({ variant_id: row!.id, option_value_id })))
  }
}

/** SKUs may move between variants of this product: clear them first so the unique index never trips. */
async function updateKeptVariants(tx: Tx, kept: { id: number; variant: VariantInput }[]) {
  if (!kept.length) return
  await tx
    .update(productVariants)
    .set({ sku: null })
    .where(
      inArray(
        productVariants.id,
        kept.map((k) => k.id),
      ),
    )
  await tx.execute(sql`UPDATE product_variants AS v SET price_override = x.price, stock_quantity = x.stock, sku = x.sku
      FROM (VALUES ${sql.join(
        kept.map(
          ({ id, variant }) =>
            sql`(${id}::int, ${variant.price_override ?? null}::int, ${variant.stock_quantity ?? 0}::int, ${variant.sku ?? null}::text)`,
        ),
        sql`, `,
      )}) AS x(id, price, stock, sku) WHERE v.id = x.id`)
}

async function ensureSkusFree(tx: Tx, productId: number, input: VariantsInput) {
  const skus = input.variants.map((v) => v.sku).filter((s): s is string => Boolean(s))
  if (!skus.length) return
  const [taken] = await tx
    .select({ sku: productVariants.sku })
    .from(productVariants)
    .where(and(inArray(productVariants.sku, skus), ne(productVariants.product_id, productId)))
    .limit(1)
  if (taken) throw conflict(`El SKU ${taken.sku} ya lo usa otro producto.`, 'SKU_TAKEN')
}
