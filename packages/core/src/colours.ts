import { slugify } from './slug'

// docs/product/catalogue.md#variant-images: colour names as stores write them in a Color option, with the
// tint a card's swatch shows (the demo store draws its products in the same tints).

export const NAMED_COLOURS: Readonly<Record<string, string>> = {
  Negro: '#26262A',
  Blanco: '#F4F4F1',
  'Blanco Hueso': '#EEE8DA',
  'Azul Marino': '#1F2F4F',
  Azul: '#2F5DA8',
  'Azul Cielo': '#8DB7E0',
  'Azul Oscuro': '#2B3F63',
  'Azul Claro': '#7F9CC4',
  Índigo: '#34507A',
  Rojo: '#C0392B',
  'Rojo Carmín': '#A81C2E',
  Vino: '#6E1F2E',
  Verde: '#3A7D44',
  'Verde Oliva': '#6B6B3A',
  'Verde Botella': '#1E4D3A',
  'Verde Menta': '#9FD3BE',
  Beige: '#D8C3A5',
  'Beige Arena': '#D9C7A7',
  Caqui: '#B8A27A',
  'Gris Jaspe': '#A3A7AD',
  'Gris Carbón': '#4A4D52',
  Rosa: '#E8A1B0',
  'Rosa Palo': '#E6BFC0',
  Mostaza: '#D4A017',
  Amarillo: '#F2C230',
  Terracota: '#C4643E',
  Café: '#6B4226',
  Miel: '#B7793A',
  Carey: '#7A4E2A',
  Natural: '#E8DCC4',
  Crema: '#EFE2C4',
  Nude: '#D9A38C',
  Morado: '#7C4DAE',
  Naranja: '#E8772E',
  Ámbar: '#B8742A',
  Esmeralda: '#1F9D6B',
}

// Compared without case, accents or spacing: 'azul  marino' and 'Índigo' find their tint.
const BY_FOLDED = new Map(Object.entries(NAMED_COLOURS).map(([name, hex]) => [slugify(name), hex]))

/** The tint of a colour value ('negro', 'Azul marino', 'Indigo'), or null when the name is not a colour. */
export function colourOf(value: string): string | null {
  return BY_FOLDED.get(slugify(value)) ?? null
}
