import { useQuery } from '@tanstack/react-query'
import { LoadError } from '../../../components/load-error'
import { LoadState } from '../../../components/load-state'
import { settingsQueryOptions } from '../settings.api'
import { suggestedValues, toFormValues } from '../settings-fields'
import { SettingsForm } from './settings-form'

/** /admin/configuracion: the settings as the server has them now (not the storefront's cached copy). */
export function SettingsEditor() {
  const settings = useQuery({ ...settingsQueryOptions(), refetchOnMount: 'always' })
  if (settings.isPending || settings.isFetching)
    return <LoadState tone="loading">Cargando configuración...</LoadState>
  if (settings.isError)
    return <LoadError message="Error al cargar la configuración." onRetry={() => void settings.refetch()} />
  return <SettingsForm initial={toFormValues(settings.data)} suggested={suggestedValues(settings.data)} />
}
