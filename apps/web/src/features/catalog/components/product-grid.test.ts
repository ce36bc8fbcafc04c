import { describe, expect, test } from 'vitest'
import { drawBatches } from './product-grid'

// docs/decisions/023-static-assets-and-first-paint.md: what a first screen shows is drawn with the page, the
// rest a couple of cards per task, so no task of a phone's first load is long.
describe('the order a product grid draws its cards in', () => {
  const ids = Array.from({ length: 24 }, (_, i) => i + 1)

  test('a phone draws the four cards of its first screen, then one at a time', () => {
    const batches = drawBatches(ids, false)
    expect(batches[0]).toEqual([1, 2, 3, 4])
    expect(batches.slice(1)).toEqual(ids.slice(4).map((id) => [id]))
    expect(batches.flat()).toEqual(ids)
  })

  test('a wider screen draws two rows of the widest grid first', () => {
    const batches = drawBatches(ids, true)
    expect(batches[0]).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    expect(batches.flat()).toEqual(ids)
  })

  test('a short list is one batch', () => {
    expect(drawBatches([1, 2, 3], false)).toEqual([[1, 2, 3]])
    expect(drawBatches([1, 2, 3, 4, 5], false)).toEqual([[1, 2, 3, 4], [5]])
    expect(drawBatches([], true)).toEqual([[]])
  })
})
