import { describe, expect, test } from 'vitest'
import { inboxQuery, readInboxState, writeInboxState } from './inbox-filters'

describe('inbox state in the URL', () => {
  test('status, search, page and the open message round-trip', () => {
    const state = { status: 'respondido', search: 'talla', page: 2, open: 14 } as const
    expect(readInboxState(writeInboxState(state))).toEqual(state)
    expect(writeInboxState({ status: '', search: '', page: 1, open: null }).toString()).toBe('')
  })

  test('unknown statuses and bad numbers are ignored; a page becomes limit and offset', () => {
    expect(readInboxState(new URLSearchParams('estado=spam&mensaje=abc&pagina=0'))).toEqual({
      status: '',
      search: '',
      page: 1,
      open: null,
    })
    expect(inboxQuery({ status: 'nuevo', search: '', page: 3, open: null })).toEqual({
      status: 'nuevo',
      search: '',
      limit: 20,
      offset: 40,
    })
  })
})
