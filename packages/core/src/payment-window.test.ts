import { describe, expect, test } from 'vitest'
import { formatTime } from './format'
import { paymentDeadlineText, paymentWindowNotice } from './payment-window'

const before = (iso: string) => new Date(Date.parse(iso) - 60_000)

describe('the payment window, as the shopper reads it', () => {
  test('the deadline is a Bogotá time of day in es-CO', () => {
    // 20:45 UTC is 3:45 p. m. in Bogotá (UTC-5 all year).
    expect(paymentDeadlineText('2026-03-01T20:45:00Z', before('2026-03-01T20:45:00Z'))).toBe(
      'Tienes hasta las 3:45 p. m. para pagar; después el pedido se cancela y los productos vuelven a la tienda.',
    )
    expect(formatTime(new Date('2026-03-01T14:05:00Z'))).toBe('9:05 a. m.')
  })

  test('one o’clock takes «la», like any Spanish speaker says it', () => {
    const at = (iso: string) => paymentDeadlineText(iso, before(iso))
    expect(at('2026-03-01T18:05:00Z')).toMatch(/^Tienes hasta la 1:05 p\. m\. para pagar/)
    expect(at('2026-03-01T05:10:00Z')).toMatch(/^Tienes hasta las 12:10 a\. m\. para pagar/)
  })

  test('once the time is up, it says the order is about to be cancelled', () => {
    expect(paymentDeadlineText('2026-03-01T20:45:00Z', new Date('2026-03-01T20:46:00Z'))).toBe(
      'El plazo para pagar venció: el pedido se cancelará en unos instantes y los productos volverán a la tienda.',
    )
  })

  test('before paying, the window in minutes', () => {
    expect(paymentWindowNotice(15)).toBe(
      'Al pagar con PayPal o Wompi apartamos tus productos 15 minutos mientras completas el pago; si no lo completas, el pedido se cancela y los productos vuelven a la tienda.',
    )
  })
})
