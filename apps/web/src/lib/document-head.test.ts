import { renderHook } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { useDocumentTitle, useMetaTag } from './document-head'

const metas = (name: string) => [...document.querySelectorAll(`meta[name="${name}"]`)]

afterEach(() => {
  document.head.replaceChildren()
  document.title = ''
})

describe('document head', () => {
  test('the title follows the component and the previous one comes back after it', () => {
    document.title = 'Vitrina'
    const { rerender, unmount } = renderHook(({ title }) => useDocumentTitle(title), {
      initialProps: { title: 'Tienda | Vitrina' },
    })
    expect(document.title).toBe('Tienda | Vitrina')
    rerender({ title: 'Calzado | Vitrina' })
    expect(document.title).toBe('Calzado | Vitrina')
    unmount()
    expect(document.title).toBe('Vitrina')
  })

  test('a meta tag the page lacks is added to <head> and removed after the component', () => {
    const { unmount } = renderHook(() => useMetaTag('referrer', 'no-referrer'))
    expect(metas('referrer')).toHaveLength(1)
    expect(document.head.querySelector('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer')
    unmount()
    expect(metas('referrer')).toHaveLength(0)
  })

  test("the server's tag is reused, updated and given back its content", () => {
    const written = document.createElement('meta')
    written.name = 'description'
    written.content = 'Escrita por el servidor'
    document.head.append(written)

    const { rerender, unmount } = renderHook(({ content }) => useMetaTag('description', content), {
      initialProps: { content: 'Tu tienda de confianza' },
    })
    expect(metas('description')).toEqual([written])
    expect(written.content).toBe('Tu tienda de confianza')
    rerender({ content: 'Tenis y botas' })
    expect(metas('description')).toEqual([written])
    expect(written.content).toBe('Tenis y botas')
    unmount()
    expect(written.content).toBe('Escrita por el servidor')
  })
})
