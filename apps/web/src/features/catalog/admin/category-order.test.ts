import { describe, expect, test } from 'vitest'
import { positionChanges } from './category-order'

describe('positionChanges (docs/product/catalogue.md#category-order)', () => {
  const list = [
    { id: 7, position: 1 },
    { id: 3, position: 2 },
    { id: 9, position: 3 },
  ]

  test('moving up or down swaps two neighbours and saves only them', () => {
    expect(positionChanges(list, 3, -1)).toEqual([
      { id: 3, position: 1 },
      { id: 7, position: 2 },
    ])
    expect(positionChanges(list, 3, 1)).toEqual([
      { id: 9, position: 2 },
      { id: 3, position: 3 },
    ])
  })

  test('nothing moves past the ends, and an unknown id changes nothing', () => {
    expect(positionChanges(list, 7, -1)).toEqual([])
    expect(positionChanges(list, 9, 1)).toEqual([])
    expect(positionChanges(list, 42, 1)).toEqual([])
  })

  test('ties (every category at 0, as before positions existed) are numbered 1..n in the new order', () => {
    const tied = [
      { id: 1, position: 0 },
      { id: 2, position: 0 },
      { id: 3, position: 0 },
    ]
    expect(positionChanges(tied, 3, -1)).toEqual([
      { id: 1, position: 1 },
      { id: 3, position: 2 },
      { id: 2, position: 3 },
    ])
  })
})
