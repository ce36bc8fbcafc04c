// The municipalities the Factus stand-in knows: Factus' own id with the DANE (DIVIPOLA) code, as its
// GET /v1/municipalities lists them. A short list of capitals and large towns, not the country: a code not
// here is refused as Factus refuses an unknown municipality (docs/decisions/033-electronic-invoicing-provider.md).
export const FAKE_MUNICIPALITIES = [
  ['05001', 'Medellin', 'Antioquia'],
  ['05088', 'Bello', 'Antioquia'],
  ['05266', 'Envigado', 'Antioquia'],
  ['05360', 'Itagüi', 'Antioquia'],
  ['08001', 'Barranquilla', 'Atlántico'],
  ['11001', 'Bogotá, D.C.', 'Bogotá'],
  ['13001', 'Cartagena De Indias', 'Bolívar'],
  ['15001', 'Tunja', 'Boyacá'],
  ['17001', 'Manizales', 'Caldas'],
  ['19001', 'Popayan', 'Cauca'],
  ['20001', 'Valledupar', 'Cesar'],
  ['23001', 'Monteria', 'Córdoba'],
  ['25754', 'Soacha', 'Cundinamarca'],
  ['41001', 'Neiva', 'Huila'],
  ['47001', 'Santa Marta', 'Magdalena'],
  ['50001', 'Villavicencio', 'Meta'],
  ['52001', 'Pasto', 'Nariño'],
  ['54001', 'Cucuta', 'Norte de Santander'],
  ['63001', 'Armenia', 'Quindío'],
  ['66001', 'Pereira', 'Risaralda'],
  ['68001', 'Bucaramanga', 'Santander'],
  ['68679', 'San Gil', 'Santander'],
  ['73001', 'Ibague', 'Tolima'],
  ['76001', 'Cali', 'Valle del Cauca'],
].map(([code, name, department], i) => ({ id: 100 + i, code: code!, name: name!, department: department! }))
