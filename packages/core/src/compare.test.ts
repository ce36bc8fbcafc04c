import { describe, expect, test } from 'vitest'
import { toggleCompare } from './compare'

const p = (id: number) => ({ id, name: `Producto ${id}` })

describe('toggleCompare (docs/product/catalogue.md#compare)', () => {
  test('adds an item that is not present', () => {
    expect(toggleCompare([p(1)], p(2)).map((i) => i.id)).toEqual([1, 2])
  })

  test('removes an item that is present', () => {
    expect(toggleCompare([p(1), p(2)], p(1)).map((i) => i.id)).toEqual([2])
  })

  test('a fifth item is silently ignored', () => {
    const four = [p(1), p(2), p(3), p(4)]
    expect(toggleCompare(four, p(5)).map((i) => i.id)).toEqual([1, 2, 3, 4])
  })

  test('with four held, one of them can still be removed', () => {
    const four = [p(1), p(2), p(3), p(4)]
    expect(toggleCompare(four, p(3)).map((i) => i.id)).toEqual([1, 2, 4])
  })
})
