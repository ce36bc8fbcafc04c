import { queryOptions } from '@tanstack/react-query'
import type { Place } from '@vitrina/core/schemas/locations'
import { api } from '../../lib/api-client'

// docs/product/account.md#address-form: the DANE's municipios of a departamento
// (GET /api/locations/municipios), which change only with a release.

export const locationKeys = {
  municipios: (departamento: string) => ['locations', 'municipios', departamento] as const,
}

export const municipioListOptions = (departamentoCode: string | undefined) =>
  queryOptions({
    queryKey: locationKeys.municipios(departamentoCode ?? ''),
    queryFn: ({ signal }) =>
      api.get<Place[]>(`/locations/municipios?departamento=${departamentoCode}`, { signal }),
    enabled: !!departamentoCode,
    staleTime: Infinity,
  })
