import type { Address } from '@vitrina/core/schemas/addresses'
import type { TestContext } from '../build-test-app'
import type { TestUser } from './index'

// Test helper: a valid address saved through the API (the front door).

export const validAddress = {
  recipient_name: 'Ana Gómez',
  phone_number: '+57 300 123 4567',
  street_address: 'Calle 10 # 43-12, Apto 501',
  city: 'Medellín',
  state_province: 'Antioquia',
  postal_code: '050021',
}

export async function saveAddress(
  ctx: TestContext,
  user: TestUser,
  overrides: object = {},
): Promise<Address> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/addresses',
    headers: user.auth,
    payload: { ...validAddress, ...overrides },
  })
  if (res.statusCode !== 201) throw new Error(`address failed: ${res.body}`)
  return res.json<{ address: Address }>().address
}
