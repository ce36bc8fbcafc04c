import { describe, expect, test } from 'vitest'
import { orderListQuery, readOrderFilters, writeOrderFilters } from './order-filters'

describe('order filters in the URL', () => {
  test('round-trip through Spanish query names; page 1 and empty filters stay out of the URL', () => {
    const filters = {
      status: 'enviado',
      from: '2026-11-01',
      to: '2026-11-30',
      search: 'Laura',
      page: 3,
    } as const
    const params = writeOrderFilters(filters)
    expect(params.toString()).toBe('estado=enviado&desde=2026-11-01&hasta=2026-11-30&buscar=Laura&pagina=3')
    expect(readOrderFilters(params)).toEqual(filters)
    expect(writeOrderFilters({ status: '', from: '', to: '', search: '', page: 1 }).toString()).toBe('')
  })

  test('values a hand-edited URL gets wrong are ignored', () => {
    expect(readOrderFilters(new URLSearchParams('estado=perdido&desde=ayer&pagina=-2'))).toEqual({
      status: '',
      from: '',
      to: '',
      search: '',
      page: 1,
    })
  })

  test('a page becomes limit and offset', () => {
    expect(orderListQuery({ status: '', from: '', to: '', search: '', page: 2 })).toMatchObject({
      limit: 20,
      offset: 20,
    })
  })
})
