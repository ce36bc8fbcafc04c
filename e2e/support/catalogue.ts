import type { Page } from 'playwright-core'
import { baseURL } from './browser'

/**
 * The fields of a product the journeys read (docs/product/catalogue.md#product-entity), as the public API
 * answers them.
 */
export type Product = {
  id: number
  name: string
  price: number
  discount_price: number | null
  stock_quantity: number
  /** The IVA class (docs/decisions/030-iva-by-product.md). */
  tax_class: 'general' | 'reducido' | 'exento' | 'excluido'
  has_options: boolean
  categories: { slug: string }[]
  options: { id: number; name: string; values: { id: number; value: string }[] }[]
  variants: {
    id: number
    value_ids: number[]
    stock_quantity: number
    price_override: number | null
    discount_price: number | null
  }[]
}

export async function catalogue(): Promise<Product[]> {
  const res = await fetch(`${baseURL}/api/products?limit=100`)
  return (await res.json()) as Product[]
}

export async function product(id: number): Promise<Product> {
  const res = await fetch(`${baseURL}/api/products/${id}`)
  return (await res.json()) as Product
}

export async function settings(): Promise<Record<string, string>> {
  const res = await fetch(`${baseURL}/api/settings`)
  const list = (await res.json()) as { setting_key: string; setting_value: string }[]
  return Object.fromEntries(list.map((s) => [s.setting_key, s.setting_value]))
}

/** Chooses an option value on the product page by clicking its chip (the radio itself is visually hidden). */
export async function chooseOption(page: Page, option: string, value: string) {
  const group = page.getByRole('group', { name: new RegExp(`^${option}`) })
  await group.locator('label', { has: page.getByRole('radio', { name: value, exact: true }) }).click()
}

/**
 * Opens a product with options and adds the given variant, choosing one value per option; answers the
 * cart line's name ('Camiseta (M / Rojo)', docs/product/cart-and-totals.md#cart-line).
 */
export async function addVariantToCart(page: Page, item: Product, variant: Product['variants'][number]) {
  await page.goto(`/producto/${item.id}`)
  const labels: string[] = []
  for (const option of item.options) {
    const value = option.values.find((v) => variant.value_ids.includes(v.id))!
    labels.push(value.value)
    await chooseOption(page, option.name, value.value)
  }
  await page.getByRole('button', { name: 'Añadir al Carrito' }).click()
  const name = `${item.name} (${labels.join(' / ')})`
  await page.getByText(`${name} se añadió al carrito`).waitFor()
  return name
}
