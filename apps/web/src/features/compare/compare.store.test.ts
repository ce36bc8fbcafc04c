import { describe, expect, test } from 'vitest'
import { useCompareStore, type CompareItem } from './compare.store'

const product = (id: number): CompareItem & { slug: string } => ({
  id,
  name: `Producto ${id}`,
  price: 10_000 * id,
  discount_price: null,
  description: 'Descripción',
  brand: null,
  stock_quantity: 3,
  images: [],
  slug: `producto-${id}`,
})

describe('comparison store (docs/product/catalogue.md#compare)', () => {
  test('toggling adds, toggling again removes', () => {
    const { toggle } = useCompareStore.getState()
    toggle(product(1))
    toggle(product(2))
    toggle(product(1))
    expect(useCompareStore.getState().items.map((i) => i.id)).toEqual([2])
  })

  test('a fifth product is silently ignored', () => {
    const { toggle } = useCompareStore.getState()
    for (const id of [1, 2, 3, 4, 5]) toggle(product(id))
    expect(useCompareStore.getState().items.map((i) => i.id)).toEqual([1, 2, 3, 4])
  })

  test('keeps only the compared fields, persisted on the device; clear empties it', () => {
    useCompareStore.getState().toggle(product(1))
    expect(useCompareStore.getState().items[0]).not.toHaveProperty('slug')
    expect(JSON.parse(localStorage.getItem('vitrina-compare')!).state.items).toHaveLength(1)
    useCompareStore.getState().remove(1)
    useCompareStore.getState().toggle(product(2))
    useCompareStore.getState().clear()
    expect(useCompareStore.getState().items).toEqual([])
  })
})
