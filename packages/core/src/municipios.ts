import { DIVIPOLA } from './data/divipola'
import { departamentoByCode, findDepartamento, foldPlace, type Departamento } from './departamentos'

// docs/decisions/031-dane-municipalities.md: the DANE's DIVIPOLA codes. A departamento has a 2-digit code,
// a municipio a 5-digit one that starts with its departamento's; an address stores the municipio's code with
// the names (docs/product/account.md#address-form), a shipping zone matches by it, and an invoice carries it.

export interface Municipio {
  /** The 5-digit DIVIPOLA code, e.g. '05001'. */
  code: string
  name: string
}

export interface MunicipioPlace extends Municipio {
  departamento_code: string
  departamento: Departamento
}

const byName = (a: Municipio, b: Municipio) => a.name.localeCompare(b.name, 'es')

// Parsed on first use: the list is 1,123 entries, read by the server, not by every page of the store.
let parsed: {
  byCode: Map<string, MunicipioPlace>
  byDepartamento: Map<string, Municipio[]>
  byFoldedName: Map<string, MunicipioPlace[]>
} | null = null

function table() {
  if (parsed) return parsed
  const byCode = new Map<string, MunicipioPlace>()
  const byDepartamento = new Map<string, Municipio[]>()
  const byFoldedName = new Map<string, MunicipioPlace[]>()
  for (const [departamentoCode, packed] of Object.entries(DIVIPOLA)) {
    const departamento = departamentoByCode(departamentoCode)!
    const list = packed.split('|').map((entry) => ({
      code: departamentoCode + entry.slice(0, 3),
      name: entry.slice(4),
    }))
    for (const m of list) {
      const place = { ...m, departamento_code: departamentoCode, departamento }
      byCode.set(m.code, place)
      const folded = foldPlace(m.name)
      byFoldedName.set(folded, [...(byFoldedName.get(folded) ?? []), place])
    }
    byDepartamento.set(departamentoCode, list.sort(byName))
  }
  parsed = { byCode, byDepartamento, byFoldedName }
  return parsed
}

/** A departamento's municipios sorted by name (es), or undefined for an unknown departamento code. */
export function municipiosOf(departamentoCode: string): Municipio[] | undefined {
  return table().byDepartamento.get(departamentoCode)
}

/** The municipio a 5-digit code names, with its departamento, else undefined. */
export function findMunicipio(code: string): MunicipioPlace | undefined {
  return table().byCode.get(code)
}

/** Every municipio, for checks and the data migration's tests. */
export function allMunicipios(): MunicipioPlace[] {
  return [...table().byCode.values()]
}

/**
 * Names people type for a municipio whose DIVIPOLA name is longer ('Cartagena', 'Tumaco', 'Bogotá'), folded.
 * The data migration of docs/decisions/031-dane-municipalities.md maps the same names (its test checks each).
 */
export const MUNICIPIO_ALIASES: Readonly<Record<string, string>> = {
  bogota: '11001',
  cartagena: '13001',
  tumaco: '52835',
  buga: '76111',
  mariquita: '73443',
  ubate: '25843',
  guican: '15332',
  piendamo: '19548',
  toluviejo: '70823',
  'tolu viejo': '70823',
  tolu: '70820',
  'santafe de antioquia': '05042',
  lopez: '19418',
}

/**
 * The municipio a typed city names, ignoring case and accents ('medellin' -> 05001): inside the departamento
 * when it is known, else only when one municipio in the country has that name. Undefined when nothing or
 * more than one matches, so a guess never picks the wrong place. Bogotá is found under Cundinamarca too,
 * where shoppers often file it.
 */
export function matchMunicipio(city: string, departamentoText?: string | null): MunicipioPlace | undefined {
  const folded = foldPlace(city)
  if (!folded) return undefined
  const departamento = departamentoText ? findDepartamento(departamentoText) : undefined
  const inScope = (m: MunicipioPlace) =>
    !departamento ||
    m.departamento === departamento ||
    (m.code === '11001' && departamento === 'Cundinamarca')
  const alias = MUNICIPIO_ALIASES[folded]
  const found = alias ? [findMunicipio(alias)!] : allMunicipios().filter((m) => foldPlace(m.name) === folded)
  const scoped = found.filter(inScope)
  return scoped.length === 1 ? scoped[0] : undefined
}

/**
 * The DANE codes of the cities a shipping zone names (a code, or a name matched inside one of the zone's
 * departamentos), so an address matches its zone by code (docs/decisions/031-dane-municipalities.md).
 */
export function zoneCityCodes(cities: readonly string[], departamentos: readonly string[]): string[] {
  const codes = new Set<string>()
  for (const city of cities) {
    const direct = /^\d{5}$/.test(city.trim()) ? findMunicipio(city.trim()) : undefined
    const place = direct ?? departamentos.map((d) => matchMunicipio(city, d)).find(Boolean)
    if (place) codes.add(place.code)
  }
  return [...codes]
}
