import { describe, expect, test } from 'vitest'
import { DEPARTAMENTO_CODES, DEPARTAMENTOS, departamentoByCode } from './departamentos'
import { allMunicipios, findMunicipio, matchMunicipio, MUNICIPIO_ALIASES, municipiosOf } from './municipios'

describe('DIVIPOLA data', () => {
  const all = allMunicipios()

  test('1,123 municipios and áreas no municipalizadas, each code once', () => {
    expect(all).toHaveLength(1123)
    expect(new Set(all.map((m) => m.code)).size).toBe(1123)
  })

  test('33 departamentos with distinct 2-digit codes, Bogotá 11 and San Andrés 88 among them', () => {
    const codes = Object.values(DEPARTAMENTO_CODES)
    expect(codes).toHaveLength(33)
    expect(new Set(codes).size).toBe(33)
    for (const code of codes) expect(code).toMatch(/^\d{2}$/)
    expect(departamentoByCode('11')).toBe('Bogotá D.C.')
    expect(departamentoByCode('88')).toBe('Archipiélago de San Andrés, Providencia y Santa Catalina')
    expect(departamentoByCode('00')).toBeUndefined()
  })

  test('every code has 5 digits and starts with its departamento code; every departamento has municipios', () => {
    for (const m of all) {
      expect(m.code).toMatch(/^\d{5}$/)
      expect(m.code.startsWith(m.departamento_code)).toBe(true)
      expect(DEPARTAMENTO_CODES[m.departamento]).toBe(m.departamento_code)
      expect(m.name.trim()).toBe(m.name)
      expect(m.name.length).toBeGreaterThan(1)
    }
    for (const d of DEPARTAMENTOS) expect(municipiosOf(DEPARTAMENTO_CODES[d])!.length).toBeGreaterThan(0)
  })

  test.each([
    ['05001', 'Medellín', 'Antioquia'],
    ['11001', 'Bogotá D.C.', 'Bogotá D.C.'],
    ['76001', 'Cali', 'Valle del Cauca'],
    ['08001', 'Barranquilla', 'Atlántico'],
    ['13001', 'Cartagena de Indias', 'Bolívar'],
    ['25754', 'Soacha', 'Cundinamarca'],
    ['05088', 'Bello', 'Antioquia'],
    ['68001', 'Bucaramanga', 'Santander'],
    ['88001', 'San Andrés', 'Archipiélago de San Andrés, Providencia y Santa Catalina'],
    ['91001', 'Leticia', 'Amazonas'],
    ['97001', 'Mitú', 'Vaupés'],
    ['94001', 'Inírida', 'Guainía'],
    ['99001', 'Puerto Carreño', 'Vichada'],
    ['13490', 'Norosí', 'Bolívar'],
    ['19300', 'Guachené', 'Cauca'],
  ])('%s is %s (%s)', (code, name, departamento) => {
    expect(findMunicipio(code)).toEqual({ code, name, departamento, departamento_code: code.slice(0, 2) })
  })

  test('known counts per departamento (DIVIPOLA)', () => {
    const count = (code: string) => municipiosOf(code)!.length
    expect(count('05')).toBe(125)
    expect(count('15')).toBe(123)
    expect(count('25')).toBe(116)
    expect(count('13')).toBe(46)
    expect(count('23')).toBe(30)
    expect(count('11')).toBe(1)
    expect(count('91')).toBe(11)
  })

  test('a departamento lists its municipios sorted by name in Spanish order', () => {
    const names = municipiosOf('05')!.map((m) => m.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')))
    expect(names[0]).toBe('Abejorral')
    expect(municipiosOf('00')).toBeUndefined()
    expect(findMunicipio('05999')).toBeUndefined()
  })
})

describe('matchMunicipio', () => {
  test.each([
    ['medellin', 'Antioquia', '05001'],
    ['  MEDELLÍN ', 'antioquia', '05001'],
    ['Bogotá', 'Bogotá D.C.', '11001'],
    ['bogota', 'Cundinamarca', '11001'],
    ['Cartagena', 'Bolívar', '13001'],
    ['Soacha', null, '25754'],
    ['Itagui', 'Antioquia', '05360'],
    ['San Andres', 'San Andrés', '88001'],
  ])('%s in %s -> %s', (city, departamento, code) => {
    expect(matchMunicipio(city, departamento)?.code).toBe(code)
  })

  test('a name in another departamento, an ambiguous name without departamento, or nonsense: no match', () => {
    expect(matchMunicipio('Medellín', 'Cundinamarca')).toBeUndefined()
    // 'La Unión' exists in Antioquia, Nariño, Sucre and Valle.
    expect(matchMunicipio('La Unión')).toBeUndefined()
    expect(matchMunicipio('La Unión', 'Nariño')?.code).toBe('52399')
    expect(matchMunicipio('Springfield', 'Antioquia')).toBeUndefined()
    expect(matchMunicipio('  ')).toBeUndefined()
  })

  test('every alias points at a real municipio', () => {
    for (const code of Object.values(MUNICIPIO_ALIASES)) expect(findMunicipio(code)).toBeDefined()
  })
})
