import { describe, expect, test } from 'vitest'
import { codConfirmationMessage, codWhatsappLink, whatsappNumber } from './cod-confirmation'
import { formatCOP } from './format'
import { orderStatusLabel } from './order-status'

const order = {
  order_number: 1001,
  total_amount: 109_900,
  items: [
    { product_name: 'Mochila wayuu', variant_details: 'Color: Rojo', quantity: 1 },
    { product_name: 'Sombrero', variant_details: null, quantity: 2 },
  ],
  shipping_address: {
    recipient_name: 'Camila Ríos',
    phone_number: '300 123 4567',
    street_address: 'Calle 10 # 43-12',
    city: 'Medellín',
    state_province: 'Antioquia',
  },
}

describe('cash on delivery confirmation', () => {
  test("a pendiente cash order reads 'Por confirmar'; other methods and statuses keep their label", () => {
    expect(orderStatusLabel('pendiente', 'contra_entrega')).toBe('Por confirmar')
    expect(orderStatusLabel('pendiente', 'wompi')).toBe('Pendiente')
    expect(orderStatusLabel('en_preparacion', 'contra_entrega')).toBe('En preparación')
  })

  test('phones become WhatsApp numbers with the country code', () => {
    expect(whatsappNumber('300 123 4567')).toBe('573001234567')
    expect(whatsappNumber('+57 300 123 4567')).toBe('573001234567')
    expect(whatsappNumber('+1 305 555 0100')).toBe('13055550100')
    expect(whatsappNumber('604 444 5555')).toBeNull()
  })

  test('the message names the order, its lines, the total and the address; the link carries it', () => {
    const message = codConfirmationMessage(order, 'Vitrina')
    expect(message).toBe(
      [
        'Hola Camila Ríos, te escribimos de Vitrina para confirmar tu pedido #1001 con pago contra entrega:',
        '- 1 × Mochila wayuu (Color: Rojo)',
        '- 2 × Sombrero',
        `Total a pagar al recibir: ${formatCOP(109_900)}`,
        'Dirección: Calle 10 # 43-12, Medellín, Antioquia',
        '¿Nos confirmas que todo está correcto?',
      ].join('\n'),
    )
    expect(codWhatsappLink(order, 'Vitrina')).toBe(
      `https://wa.me/573001234567?text=${encodeURIComponent(message)}`,
    )
    expect(codWhatsappLink({ ...order, shipping_address: null }, 'Vitrina')).toBeNull()
  })
})
