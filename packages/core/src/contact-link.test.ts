import { describe, expect, it } from 'vitest'
import { CONTACT_SUBJECT_MAX, contactLink, readContactPrefill } from './contact-link'

describe('contactLink', () => {
  it('writes the subject and message into the contact page query, and reads them back', () => {
    const link = contactLink({ subject: 'Producto dañado', message: 'La chaqueta llegó rota & sucia' })
    expect(link).toBe(
      '/contacto?asunto=Producto%20da%C3%B1ado&mensaje=La%20chaqueta%20lleg%C3%B3%20rota%20%26%20sucia',
    )
    expect(readContactPrefill(link.slice(link.indexOf('?')))).toEqual({
      subject: 'Producto dañado',
      message: 'La chaqueta llegó rota & sucia',
    })
  })

  it('is the bare page without texts, and cuts texts to the form limits', () => {
    expect(contactLink({})).toBe('/contacto')
    expect(contactLink({ subject: '  ' })).toBe('/contacto')
    const long = readContactPrefill(contactLink({ subject: 'a'.repeat(500) }).split('?')[1]!)
    expect(long.subject).toHaveLength(CONTACT_SUBJECT_MAX)
    expect(readContactPrefill('')).toEqual({ subject: '', message: '' })
  })
})
