import { describe, expect, test } from 'vitest'
import { complaintsUrl, sellerIdentity, sellerLines, sellerSettings } from './seller'

// docs/product/consumer-rights.md#quien-vende (Ley 1480 art. 50).

const profile = {
  legal_name: 'Moda Andina S.A.S.',
  nit: '800197268',
  dv: '4',
  address: 'Carrera 43A # 1-50',
  municipality: 'Medellín',
  departamento: 'Antioquia',
}

describe('who sells', () => {
  test('the fiscal profile becomes three public entries, read back with the contact settings', () => {
    const entries = sellerSettings(profile)
    const map = Object.fromEntries(entries.map((e) => [e.setting_key, e.setting_value]))
    expect(sellerIdentity({ ...map, contact_phone: '+57 604 444 5566', contact_email: '' })).toEqual({
      legal_name: 'Moda Andina S.A.S.',
      nit: '800197268-4',
      address: 'Carrera 43A # 1-50, Medellín (Antioquia)',
      phone: '+57 604 444 5566',
      email: '',
    })
  })

  test('no profile, no seller: nothing fiscal is shown', () => {
    expect(sellerIdentity({ contact_phone: '+57 1', store_name: 'Vitrina' })).toBeNull()
  })

  test('the lines leave out what is empty and always name the complaints channel', () => {
    const seller = { legal_name: 'X S.A.S.', nit: '900000000-1', address: '', phone: '', email: 'a@b.co' }
    expect(sellerLines(seller, complaintsUrl('https://tienda.co'))).toEqual([
      'Vende: X S.A.S. · NIT 900000000-1',
      'Correo: a@b.co',
      'Peticiones, quejas y reclamos: https://tienda.co/contacto',
    ])
  })
})
