import { settingsUpdateSchema, type SettingKey } from '@vitrina/core/schemas/settings'
import { settingsMap } from '@vitrina/core/settings-defaults'
import { claimWarnings } from '@vitrina/core/store-claims'
import { useEffect, useState, type ReactNode } from 'react'
import { useForm, useWatch, type FieldErrors, type Resolver, type UseFormSetValue } from 'react-hook-form'
import { toast } from '../../../lib/toast'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { errorMessage } from '../../../lib/api-client'
import { useSaveSettings } from '../settings-admin.api'
import {
  SETTING_GROUPS,
  storedValue,
  toFormValues,
  type SettingGroup,
  type SettingsValues,
} from '../settings-fields'
import { SettingInput } from './setting-input'
import { ThemePresets } from './theme-presets'
import { ThemePreview } from './theme-preview'

/** Every value checked with the rules of packages/core before anything is sent; Spanish messages. */
const resolver: Resolver<SettingsValues> = async (values) => {
  const errors: FieldErrors<SettingsValues> = {}
  for (const key of Object.keys(values) as SettingKey[]) {
    const result = storedValue(key, values[key])
    if ('error' in result) errors[key] = { type: 'validate', message: result.error }
  }
  return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} }
}

/**
 * docs/product/settings.md#setting-keys settings, grouped, saved together; only the changed keys travel.
 * `suggested` values (docs/product/platform.md#one-process: what a new store should use) start as unsaved
 * changes, explained above the tax fields.
 */
export function SettingsForm({
  initial,
  suggested = {},
}: {
  initial: SettingsValues
  suggested?: Partial<SettingsValues>
}) {
  const save = useSaveSettings()
  const {
    register,
    control,
    handleSubmit,
    setValue,
    reset,
    formState: { errors, dirtyFields, isDirty },
  } = useForm<SettingsValues>({ resolver, defaultValues: initial })
  const values = useWatch({ control }) as SettingsValues
  const [proposed] = useState(() => Object.entries(suggested) as [SettingKey, string][])
  useEffect(() => {
    for (const [key, value] of proposed) setValue(key, value, { shouldDirty: true })
  }, [proposed, setValue])

  const submit = handleSubmit((valid) => {
    const changed = (Object.keys(dirtyFields) as SettingKey[]).filter((key) => dirtyFields[key])
    const payload = settingsUpdateSchema.safeParse(
      changed.map((key) => {
        const stored = storedValue(key, valid[key])
        return { setting_key: key, setting_value: 'value' in stored ? stored.value : valid[key] }
      }),
    )
    if (!payload.success) {
      toast.error(payload.error.issues[0]?.message ?? 'Revisa los campos marcados.')
      return
    }
    save.mutate(payload.data, {
      onSuccess: (list) => {
        reset(toFormValues(settingsMap(list)))
        toast.success('Configuración guardada.')
      },
    })
  })

  const fieldsOf = (group: SettingGroup) =>
    group.fields.map((field) => (
      <SettingInput
        key={field.key}
        field={field}
        value={values[field.key] ?? ''}
        error={errors[field.key]?.message}
        register={register}
        setValue={setValue}
      />
    ))

  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      {save.isError && (
        <Alert tone="error">
          {errorMessage(save.error, 'No se pudo guardar la configuración. Inténtalo de nuevo.')}
        </Alert>
      )}
      <SectionLinks />
      {SETTING_GROUPS.map((group) => (
        <GroupSection key={group.id} group={group}>
          {group.id === 'impuestos' && proposed.length > 0 && <TaxProposal />}
          {group.id === 'promesas' && <ClaimWarnings values={values} />}
          {group.id === 'apariencia' ? (
            <AppearanceFields values={values} setValue={setValue}>
              {fieldsOf(group)}
            </AppearanceFields>
          ) : (
            <div className="grid grid-cols-[minmax(0,1fr)] gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
              {fieldsOf(group)}
            </div>
          )}
        </GroupSection>
      ))}
      <SaveBar dirty={isDirty} pending={save.isPending} onDiscard={() => reset()} />
    </form>
  )
}

/** Links to each group of settings, for a long page. */
function SectionLinks() {
  return (
    <nav aria-label="Secciones de la configuración" className="flex flex-wrap gap-1.5">
      {SETTING_GROUPS.map((group) => (
        <a
          key={group.id}
          href={`#${group.id}`}
          className="rounded-full border border-control bg-card px-3 py-1.5 text-sm font-semibold text-foreground hover:bg-foreground/5"
        >
          {group.title}
        </a>
      ))}
    </nav>
  )
}

/** One group of settings, titled and described. */
function GroupSection({ group, children }: { group: SettingGroup; children: ReactNode }) {
  return (
    <section
      id={group.id}
      aria-labelledby={`${group.id}-titulo`}
      className="scroll-mt-20 space-y-5 rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-6"
    >
      <header>
        <h2 id={`${group.id}-titulo`} className="text-lg font-bold text-foreground">
          {group.title}
        </h2>
        <p className="text-sm text-muted">{group.description}</p>
      </header>
      {children}
    </section>
  )
}

/** Stays at the bottom of the screen: whether anything is unsaved, 'Descartar' and 'Guardar cambios'. */
function SaveBar({ dirty, pending, onDiscard }: { dirty: boolean; pending: boolean; onDiscard: () => void }) {
  return (
    <div className="sticky bottom-0 z-10 -mx-4 flex items-center gap-2 sm:gap-3 border-t border-border bg-background/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border">
      <p className="min-w-0 flex-1 text-sm text-muted" role="status">
        {dirty ? 'Tienes cambios sin guardar.' : 'Todo está guardado.'}
      </p>
      {dirty && (
        <Button variant="ghost" onClick={onDiscard}>
          Descartar
        </Button>
      )}
      <Button type="submit" pending={pending} pendingText="Guardando..." disabled={!dirty}>
        Guardar cambios
      </Button>
    </div>
  )
}

/** Why the tax fields start changed (the suggested values). */
function TaxProposal() {
  return (
    <Alert tone="info">
      Te proponemos precios con IVA incluido y redondeo a $ 100: así leen los precios los compradores en
      Colombia. Revísalos y pulsa «Guardar cambios» para aplicarlos.
    </Alert>
  )
}

/** docs/product/consumer-rights.md#promesas-de-la-tienda: promises the settings themselves contradict. */
function ClaimWarnings({ values }: { values: SettingsValues }) {
  const warnings = claimWarnings(values)
  if (!warnings.length) return null
  return (
    <Alert tone="error">
      <p className="font-semibold">Revisa estas promesas: hoy no son ciertas.</p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
    </Alert>
  )
}

/** The colour fields beside a live preview, with ready-made themes above. */
function AppearanceFields({
  values,
  setValue,
  children,
}: {
  values: SettingsValues
  setValue: UseFormSetValue<SettingsValues>
  children: ReactNode
}) {
  return (
    <>
      <ThemePresets
        values={values}
        onChoose={(colors) => {
          for (const [key, color] of Object.entries(colors))
            setValue(key as SettingKey, color, { shouldDirty: true, shouldValidate: true })
        }}
      />
      {/* minmax(0, 1fr): the preview's long lines must not widen the column past a phone. */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="grid grid-cols-[minmax(0,1fr)] content-start gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          {children}
        </div>
        <ThemePreview values={values} />
      </div>
    </>
  )
}
