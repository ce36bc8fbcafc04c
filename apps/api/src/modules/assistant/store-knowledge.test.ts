import { formatCOP } from '@vitrina/core/format'
import { describe, expect, test } from 'vitest'
import { FAQS, SHIPPING_ENTRIES } from '../../db/seed/content-data'
import { POLICIES } from '../../db/seed/policies-data'
import { bestPassage, quote } from './passage-search'
import { buildKnowledge, contactFacts, htmlToText, paymentFacts, shippingFacts } from './store-knowledge'

// The demo store's own texts: what a shopper asks is answered by the entry that really answers it.
const knowledge = buildKnowledge(
  { faqs: [...FAQS], policies: [...POLICIES], shipping: [...SHIPPING_ENTRIES], about: [] },
  { store_name: 'Vitrina' },
  { paypal: false, wompi: false },
)

describe('best passage', () => {
  test.each([
    ['¿qué es el derecho de retracto?', 'Derecho de retracto'],
    ['¿qué garantía tiene un reloj?', null],
    ['¿cómo sé cuál es mi talla?', null],
  ])('%s', (question, heading) => {
    const match = bestPassage(knowledge, question)
    expect(match?.passage.heading ?? null).toBe(heading)
    expect(match!.coverage).toBeGreaterThanOrEqual(0.5)
  })

  test('a policy section heading outweighs words that only appear in its text', () => {
    const match = bestPassage(knowledge, '¿cuánto tiempo tengo para cambiar una prenda?', {
      sources: ['policy'],
      prefer: /cambi/i,
    })
    expect(match?.passage.heading).toBe('Cambios y devoluciones')
  })

  test('nothing matches a question about something the store never wrote', () => {
    expect(bestPassage(knowledge, 'horario domingos festivos')).toBeNull()
  })
})

test('a long passage is quoted by its sentences that answer, within the limit', () => {
  const match = bestPassage(knowledge, 'pago contra entrega', { require: /contra entrega/i })!
  const text = quote(match.passage, 'pago contra entrega', 120)
  expect(text.length).toBeLessThanOrEqual(120)
  expect(text).toContain('contra entrega')
})

test('HTML becomes one line per block, without tags', () => {
  expect(htmlToText('<h3>Título</h3><p>Uno &amp; dos</p><ul><li>a</li><li>b</li></ul>')).toBe(
    'Título\nUno & dos\na\nb',
  )
})

describe('facts from the settings', () => {
  test('shipping: cost and free threshold, or no free shipping without a threshold', () => {
    expect(shippingFacts({ shipping_cost: '12000', free_shipping_threshold: '250000' })).toMatch(
      /12\.000 y es gratis cuando el subtotal.*250\.000/,
    )
    expect(shippingFacts({ shipping_cost: '12000', free_shipping_threshold: '999999999' })).toMatch(
      /12\.000 por pedido\.$/,
    )
    expect(shippingFacts({ shipping_cost: '0' })).toBe('El envío no tiene costo.')
  })

  test('payment: PayPal only when it is set up', () => {
    const facts = (settings: Record<string, string>, paypal: boolean, wompi: boolean) =>
      paymentFacts({ settings, providers: { paypal, wompi } })
    expect(facts({}, false, false)).toBe(
      'Puedes pagar con Pago Contra Entrega (pagas en efectivo cuando recibes el pedido).',
    )
    expect(facts({ cod_max_total: '1500000' }, true, true)).toBe(
      `Puedes pagar con Pago Contra Entrega (pagas en efectivo cuando recibes el pedido, para pedidos de hasta ${formatCOP(1_500_000)}), PayPal (tarjetas de crédito y débito) o Wompi (tarjeta, PSE, Nequi o transferencia Bancolombia).`,
    )
    expect(facts({ cod_enabled: 'false' }, false, true)).toBe(
      'Puedes pagar con Wompi (tarjeta, PSE, Nequi o transferencia Bancolombia).',
    )
    expect(facts({ cod_enabled: 'false' }, false, false)).toBe(
      'En este momento la tienda no tiene métodos de pago disponibles.',
    )
  })

  test('contact: only the data the store published', () => {
    expect(contactFacts({ contact_email: 'a@b.co', contact_phone: '' })).toBe(
      'Puedes contactarnos por correo a@b.co.',
    )
    expect(contactFacts({})).toBeNull()
  })
})
