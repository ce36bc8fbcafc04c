import { describe, expect, test } from 'vitest'
import { pageCountOf, pageWindow, searchWithPage } from './pagination'

describe('pageWindow', () => {
  test('first, last, and the current page with its neighbours, gaps between', () => {
    expect(pageWindow(1, 1)).toEqual([1])
    expect(pageWindow(1, 4)).toEqual([1, 2, 'gap', 4])
    expect(pageWindow(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10])
    expect(pageWindow(3, 4)).toEqual([1, 2, 3, 4])
  })
})

describe('page links', () => {
  test('a list fills at least one page; a partial page counts', () => {
    expect(pageCountOf(undefined, 20)).toBe(1)
    expect(pageCountOf(0, 20)).toBe(1)
    expect(pageCountOf(41, 20)).toBe(3)
  })

  test('another page keeps the filters; page 1 drops the parameter', () => {
    const params = new URLSearchParams('status=failed&page=2')
    expect(searchWithPage(params, 3)).toBe('?status=failed&page=3')
    expect(searchWithPage(params, 1)).toBe('?status=failed')
    expect(params.get('page')).toBe('2')
  })
})
