import { describe, expect, test } from 'vitest'
import { pageWindow } from './pagination'

describe('pageWindow', () => {
  test('first, last, and the current page with its neighbours, gaps between', () => {
    expect(pageWindow(1, 1)).toEqual([1])
    expect(pageWindow(1, 4)).toEqual([1, 2, 'gap', 4])
    expect(pageWindow(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10])
    expect(pageWindow(3, 4)).toEqual([1, 2, 3, 4])
  })
})
