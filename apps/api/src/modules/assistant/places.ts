import { CAPITALS, DEPARTAMENTOS, foldPlace } from '@vitrina/core/departamentos'
import type { ShippingZone } from '@vitrina/core/schemas/shipping-zones'

// Places a shopper names (docs/assistant.md#understanding): the store's shipping zones, the capitals and
// the departamentos. A place says where something goes or where the shopper travels, never what product is
// wanted ('voy a la playa en Santa Marta' is not the coffee of the Sierra Nevada de Santa Marta); where a
// trip goes says what weather to dress for.

/** Every place name the store knows: zone cities, capitals and departamentos, longest first. */
export function placeNames(zones: readonly ShippingZone[]): string[] {
  const names = new Set<string>([
    ...zones.flatMap((z) => z.cities),
    ...Object.values(CAPITALS),
    ...DEPARTAMENTOS,
    'San Andrés',
    'Bogotá',
  ])
  return [...names].sort((a, b) => b.length - a.length)
}

export type Climate = 'frio' | 'calor' | 'costa'

// The weather a Colombian shopper packs for: the cold highlands, the hot lowlands and the Caribbean coast.
// Folded names; a place that is not here (Medellín, the coffee region) has no weather to add.
const CLIMATES: Record<string, Climate> = {
  bogota: 'frio',
  tunja: 'frio',
  pasto: 'frio',
  ipiales: 'frio',
  manizales: 'frio',
  zipaquira: 'frio',
  sogamoso: 'frio',
  duitama: 'frio',
  paipa: 'frio',
  'villa de leyva': 'frio',
  'la calera': 'frio',
  sumapaz: 'frio',
  cartagena: 'costa',
  'santa marta': 'costa',
  barranquilla: 'costa',
  'san andres': 'costa',
  providencia: 'costa',
  riohacha: 'costa',
  taganga: 'costa',
  baru: 'costa',
  tolu: 'costa',
  covenas: 'costa',
  palomino: 'costa',
  capurgana: 'costa',
  'la guajira': 'costa',
  atlantico: 'costa',
  magdalena: 'costa',
  'archipielago de san andres providencia y santa catalina': 'costa',
  cali: 'calor',
  girardot: 'calor',
  melgar: 'calor',
  villavicencio: 'calor',
  neiva: 'calor',
  cucuta: 'calor',
  valledupar: 'calor',
  monteria: 'calor',
  sincelejo: 'calor',
  yopal: 'calor',
  leticia: 'calor',
  quibdo: 'calor',
  honda: 'calor',
  anapoima: 'calor',
  mompox: 'calor',
  amazonas: 'calor',
  meta: 'calor',
  casanare: 'calor',
  choco: 'calor',
}

// The words a trip's weather adds to what the shopper asked, as the store's texts say them.
export const CLIMATE_WORDS: Record<Climate, string> = {
  frio: 'frío abrigar',
  calor: 'tierra caliente fresco',
  costa: 'costa playa fresco',
}

/** The message without the places it names, and the weather of those places. */
export function withoutPlaces(
  message: string,
  zones: readonly ShippingZone[],
): { rest: string; climates: Climate[] } {
  let rest = ` ${foldPlace(message)} `
  const climates = new Set<Climate>()
  const names = [...placeNames(zones), ...Object.keys(CLIMATES)].sort((a, b) => b.length - a.length)
  for (const name of names) {
    const folded = foldPlace(name)
    if (!rest.includes(` ${folded} `)) continue
    rest = rest.replaceAll(` ${folded} `, ' ')
    const climate = CLIMATES[folded]
    if (climate) climates.add(climate)
  }
  return { rest: rest.trim(), climates: [...climates] }
}
