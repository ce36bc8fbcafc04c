import { allMunicipios } from '@vitrina/core/municipios'

// The municipalities the Factus stand-in knows: Factus' own id with the DANE (DIVIPOLA) code, as its
// GET /v1/municipalities lists them, for every municipio of the DANE's list the store ships
// (docs/decisions/031-dane-municipalities.md). A code not in it is refused as Factus refuses an unknown
// municipality (docs/decisions/033-electronic-invoicing-provider.md).
export const FAKE_MUNICIPALITIES = allMunicipios().map((m, i) => ({
  id: 100 + i,
  code: m.code,
  name: m.name,
  department: m.departamento,
}))
