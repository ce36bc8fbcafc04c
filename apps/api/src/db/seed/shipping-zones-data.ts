import type { Departamento } from '@vitrina/core/departamentos'
import { DEPARTAMENTOS } from '@vitrina/core/departamentos'
import type { ShippingZoneInput } from '@vitrina/core/schemas/shipping-zones'

// The demo store ships from El Poblado, Medellín (docs/decisions/017-shipping-zones.md): the metro area is
// cheapest and fastest, then Bogotá and the main capitals, then the rest of the country; the islands and the
// Amazon and Orinoquía departamentos travel by air. The FAQ and shipping texts in content-data.ts say the same.

const REMOTE: Departamento[] = [
  'Amazonas',
  'Archipiélago de San Andrés, Providencia y Santa Catalina',
  'Guainía',
  'Guaviare',
  'Vaupés',
  'Vichada',
]

const CAPITALS_ZONE: [Departamento, string][] = [
  ['Valle del Cauca', 'Cali'],
  ['Atlántico', 'Barranquilla'],
  ['Bolívar', 'Cartagena'],
  ['Santander', 'Bucaramanga'],
  ['Risaralda', 'Pereira'],
  ['Caldas', 'Manizales'],
  ['Quindío', 'Armenia'],
  ['Magdalena', 'Santa Marta'],
  ['Norte de Santander', 'Cúcuta'],
  ['Tolima', 'Ibagué'],
  ['Meta', 'Villavicencio'],
  ['Huila', 'Neiva'],
  ['Nariño', 'Pasto'],
  ['Córdoba', 'Montería'],
  ['Cesar', 'Valledupar'],
  ['Boyacá', 'Tunja'],
  ['Cauca', 'Popayán'],
]

export const DEMO_SHIPPING_ZONES: readonly ShippingZoneInput[] = [
  {
    name: 'Valle de Aburrá',
    departamentos: ['Antioquia'],
    cities: ['Medellín', 'Bello', 'Itagüí', 'Envigado', 'Sabaneta', 'La Estrella', 'Caldas', 'Copacabana'],
    cost: 8_000,
    free_shipping_threshold: 150_000,
    delivery_days_min: 1,
    delivery_days_max: 2,
  },
  {
    name: 'Bogotá D.C.',
    departamentos: ['Bogotá D.C.'],
    cities: [],
    cost: 10_000,
    free_shipping_threshold: null,
    delivery_days_min: 2,
    delivery_days_max: 3,
  },
  {
    name: 'Capitales principales',
    departamentos: CAPITALS_ZONE.map(([departamento]) => departamento),
    cities: CAPITALS_ZONE.map(([, city]) => city),
    cost: 12_000,
    free_shipping_threshold: null,
    delivery_days_min: 2,
    delivery_days_max: 4,
  },
  {
    name: 'Resto del país',
    departamentos: DEPARTAMENTOS.filter((d) => d !== 'Bogotá D.C.' && !REMOTE.includes(d)),
    cities: [],
    cost: 15_000,
    free_shipping_threshold: null,
    delivery_days_min: 4,
    delivery_days_max: 7,
  },
  {
    name: 'Amazonía, Orinoquía y San Andrés',
    departamentos: REMOTE,
    cities: [],
    cost: 35_000,
    free_shipping_threshold: 600_000,
    delivery_days_min: 6,
    delivery_days_max: 12,
  },
]
