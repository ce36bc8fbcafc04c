// Colombia's 32 departamentos and the capital district (docs/product/account.md#departamentos: the
// departamento of an address comes from this list). Alphabetical, as a shopper looks for them in a select.

export const DEPARTAMENTOS = [
  'Amazonas',
  'Antioquia',
  'Arauca',
  'Archipiélago de San Andrés, Providencia y Santa Catalina',
  'Atlántico',
  'Bogotá D.C.',
  'Bolívar',
  'Boyacá',
  'Caldas',
  'Caquetá',
  'Casanare',
  'Cauca',
  'Cesar',
  'Chocó',
  'Córdoba',
  'Cundinamarca',
  'Guainía',
  'Guaviare',
  'Huila',
  'La Guajira',
  'Magdalena',
  'Meta',
  'Nariño',
  'Norte de Santander',
  'Putumayo',
  'Quindío',
  'Risaralda',
  'Santander',
  'Sucre',
  'Tolima',
  'Valle del Cauca',
  'Vaupés',
  'Vichada',
] as const

export type Departamento = (typeof DEPARTAMENTOS)[number]

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()

// Names people type for the same place: 'Bogotá', 'San Andrés', 'Valle'.
const ALIASES: Record<string, Departamento> = {
  bogota: 'Bogotá D.C.',
  'bogota dc': 'Bogotá D.C.',
  'bogota d c': 'Bogotá D.C.',
  'san andres': 'Archipiélago de San Andrés, Providencia y Santa Catalina',
  'san andres y providencia': 'Archipiélago de San Andrés, Providencia y Santa Catalina',
  valle: 'Valle del Cauca',
  guajira: 'La Guajira',
}

const BY_FOLDED = new Map<string, Departamento>([
  ...DEPARTAMENTOS.map((name) => [fold(name), name] as const),
  ...Object.entries(ALIASES),
])

/** Each departamento's DIVIPOLA code, for the names of departamentos.ts. */
export const DEPARTAMENTO_CODES: Readonly<Record<Departamento, string>> = {
  Amazonas: '91',
  Antioquia: '05',
  Arauca: '81',
  'Archipiélago de San Andrés, Providencia y Santa Catalina': '88',
  Atlántico: '08',
  'Bogotá D.C.': '11',
  Bolívar: '13',
  Boyacá: '15',
  Caldas: '17',
  Caquetá: '18',
  Casanare: '85',
  Cauca: '19',
  Cesar: '20',
  Chocó: '27',
  Córdoba: '23',
  Cundinamarca: '25',
  Guainía: '94',
  Guaviare: '95',
  Huila: '41',
  'La Guajira': '44',
  Magdalena: '47',
  Meta: '50',
  Nariño: '52',
  'Norte de Santander': '54',
  Putumayo: '86',
  Quindío: '63',
  Risaralda: '66',
  Santander: '68',
  Sucre: '70',
  Tolima: '73',
  'Valle del Cauca': '76',
  Vaupés: '97',
  Vichada: '99',
}

const BY_CODE = new Map(DEPARTAMENTOS.map((name) => [DEPARTAMENTO_CODES[name], name] as const))

/** The departamento a 2-digit DIVIPOLA code names ('05' -> 'Antioquia'), else undefined. */
export function departamentoByCode(code: string): Departamento | undefined {
  return BY_CODE.get(code)
}

/** The departamento a text names, ignoring case and accents ('bogota' -> 'Bogotá D.C.'), else undefined. */
export function findDepartamento(text: string): Departamento | undefined {
  return BY_FOLDED.get(fold(text))
}

/** Each departamento's capital, so a question or a quote that names only the city finds its departamento. */
export const CAPITALS: Readonly<Record<Departamento, string>> = {
  Amazonas: 'Leticia',
  Antioquia: 'Medellín',
  Arauca: 'Arauca',
  'Archipiélago de San Andrés, Providencia y Santa Catalina': 'San Andrés',
  Atlántico: 'Barranquilla',
  'Bogotá D.C.': 'Bogotá',
  Bolívar: 'Cartagena',
  Boyacá: 'Tunja',
  Caldas: 'Manizales',
  Caquetá: 'Florencia',
  Casanare: 'Yopal',
  Cauca: 'Popayán',
  Cesar: 'Valledupar',
  Chocó: 'Quibdó',
  Córdoba: 'Montería',
  Cundinamarca: 'Bogotá',
  Guainía: 'Inírida',
  Guaviare: 'San José del Guaviare',
  Huila: 'Neiva',
  'La Guajira': 'Riohacha',
  Magdalena: 'Santa Marta',
  Meta: 'Villavicencio',
  Nariño: 'Pasto',
  'Norte de Santander': 'Cúcuta',
  Putumayo: 'Mocoa',
  Quindío: 'Armenia',
  Risaralda: 'Pereira',
  Santander: 'Bucaramanga',
  Sucre: 'Sincelejo',
  Tolima: 'Ibagué',
  'Valle del Cauca': 'Cali',
  Vaupés: 'Mitú',
  Vichada: 'Puerto Carreño',
}

/** The departamento whose capital a text names ('pasto' -> 'Nariño'); Bogotá is the capital district. */
export function departamentoOfCapital(text: string): Departamento | undefined {
  const folded = fold(text)
  if (folded === 'bogota') return 'Bogotá D.C.'
  return DEPARTAMENTOS.find((d) => fold(CAPITALS[d]) === folded)
}

/** A place name folded as findDepartamento() compares them: no accents, no case, single spaces. */
export const foldPlace = fold
