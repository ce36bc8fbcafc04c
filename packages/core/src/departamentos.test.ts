import { describe, expect, test } from 'vitest'
import { DEPARTAMENTOS, findDepartamento } from './departamentos'

describe('departamentos', () => {
  test('32 departamentos plus Bogotá D.C., each once', () => {
    expect(DEPARTAMENTOS).toHaveLength(33)
    expect(new Set(DEPARTAMENTOS).size).toBe(33)
    expect(DEPARTAMENTOS).toContain('Bogotá D.C.')
  })

  test.each([
    ['Antioquia', 'Antioquia'],
    ['  cordoba ', 'Córdoba'],
    ['NARIÑO', 'Nariño'],
    ['bogota', 'Bogotá D.C.'],
    ['Bogotá, D.C.', 'Bogotá D.C.'],
    ['San Andrés', 'Archipiélago de San Andrés, Providencia y Santa Catalina'],
    ['valle', 'Valle del Cauca'],
  ])('%s names %s', (text, name) => {
    expect(findDepartamento(text)).toBe(name)
  })

  test('anything else is not a departamento', () => {
    expect(findDepartamento('Texas')).toBeUndefined()
    expect(findDepartamento('')).toBeUndefined()
  })
})
