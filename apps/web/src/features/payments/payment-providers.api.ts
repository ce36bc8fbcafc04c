import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type {
  PaymentProvider,
  PaymentProviders,
  PaypalSettingsInput,
  ProviderCheck,
  WompiSettingsInput,
} from '@vitrina/core/schemas/provider-settings'
import { api } from '../../lib/api-client'

// docs/product/provider-settings.md#medios-de-pago: the Administrador's payment providers.

export const paymentProviderKeys = {
  all: ['payment-providers'] as const,
}

export const paymentProvidersOptions = () =>
  queryOptions({
    queryKey: paymentProviderKeys.all,
    queryFn: ({ signal }) => api.get<PaymentProviders>('/admin/payment-providers', { signal }),
  })

type SaveInput =
  { provider: 'wompi'; body: WompiSettingsInput } | { provider: 'paypal'; body: PaypalSettingsInput }

export function useSavePaymentProvider() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ provider, body }: SaveInput) =>
      api.put<ProviderCheck>(`/admin/payment-providers/${provider}`, body),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: paymentProviderKeys.all })
      // The checkout's methods change with the keys.
      void client.invalidateQueries({ queryKey: ['payments'] })
    },
  })
}

export function useCheckPaymentProvider() {
  return useMutation({
    mutationFn: (provider: PaymentProvider) =>
      api.post<ProviderCheck>(`/admin/payment-providers/${provider}/test`),
  })
}
