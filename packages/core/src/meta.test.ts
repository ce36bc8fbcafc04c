import { describe, expect, test } from 'vitest'
import { faqMetaDescription, policiesMetaDescription, productMetaDescription } from './meta'

describe('meta descriptions (docs/product/platform.md#seo caps)', () => {
  test('product: the first 155 characters of the description', () => {
    const text = 'a'.repeat(200)
    expect(productMetaDescription(text)).toHaveLength(155)
    expect(productMetaDescription('Camiseta  de\nalgodón')).toBe('Camiseta de algodón')
  })

  test('FAQ: the first three questions joined by a separator', () => {
    const faqs = ['¿Envían?', '¿Cuánto tarda?', '¿Puedo cambiar?', '¿Pago contra entrega?'].map(
      (question) => ({ question }),
    )
    expect(faqMetaDescription(faqs)).toBe('¿Envían? | ¿Cuánto tarda? | ¿Puedo cambiar?')
    expect(faqMetaDescription([])).toBe('')
  })

  test('policies: the titles joined and cut to 160 characters', () => {
    expect(policiesMetaDescription([{ title: 'Envíos' }, { title: 'Devoluciones' }])).toBe(
      'Envíos, Devoluciones',
    )
    const many = Array.from({ length: 20 }, (_, i) => ({ title: `Política número ${i}` }))
    expect(policiesMetaDescription(many)).toHaveLength(160)
  })
})
