import { expect, test } from 'vitest'
import { paypalAmountText } from './payment-texts'

test("PayPal's amount in US$ at the store's rate, written the Colombian way", () => {
  expect(paypalAmountText(125_000, 4150)).toBe('Pagarás US$ 30,12 (1 US$ = 4.150 COP)')
  expect(paypalAmountText(1_000_000, 3987.5)).toBe('Pagarás US$ 250,78 (1 US$ = 3.987,5 COP)')
})
