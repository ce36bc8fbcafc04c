// Colombia's 32 departamentos and the capital district (issue 4 "Addresses": the departamento of an address
// comes from this list). Alphabetical, as a shopper looks for them in a select.

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

/** The departamento a text names, ignoring case and accents ('bogota' -> 'Bogotá D.C.'), else undefined. */
export function findDepartamento(text: string): Departamento | undefined {
  return BY_FOLDED.get(fold(text))
}
