import { THEME_PRESETS } from '@vitrina/core/schemas/settings'
import { Check } from 'lucide-react'
import type { SettingsValues } from '../settings-fields'

type Preset = (typeof THEME_PRESETS)[number]

/** The preset's six colours under their setting keys. */
export function presetValues(preset: Preset) {
  return {
    theme_primary_color: preset.primary,
    theme_accent_color: preset.accent,
    theme_background_color: preset.background,
    theme_card_color: preset.card,
    theme_text_color: preset.text,
    theme_border_color: preset.border,
  } satisfies Partial<SettingsValues>
}

const isCurrent = (preset: Preset, values: SettingsValues) =>
  Object.entries(presetValues(preset)).every(
    ([key, color]) => values[key as keyof SettingsValues].toUpperCase() === color.toUpperCase(),
  )

/**
 * docs/product/settings.md#theme-presets: the five named themes; choosing one fills the six colours (still
 * editable).
 */
export function ThemePresets({
  values,
  onChoose,
}: {
  values: SettingsValues
  onChoose: (colors: ReturnType<typeof presetValues>) => void
}) {
  return (
    <div role="group" aria-label="Temas predefinidos" className="space-y-2">
      <p className="text-sm font-medium text-foreground">Temas predefinidos</p>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-5">
        {THEME_PRESETS.map((preset) => {
          const current = isCurrent(preset, values)
          return (
            <button
              key={preset.name}
              type="button"
              aria-pressed={current}
              onClick={() => onChoose(presetValues(preset))}
              className="flex flex-col gap-2 rounded-xl border border-control bg-card p-2.5 text-left text-sm font-semibold text-foreground transition hover:bg-foreground/5 aria-pressed:border-primary-ink aria-pressed:ring-2 aria-pressed:ring-primary-ink/40"
            >
              <span className="flex h-7 overflow-hidden rounded-md border border-border" aria-hidden="true">
                {[preset.background, preset.card, preset.primary, preset.accent, preset.text].map(
                  (color, i) => (
                    <span key={i} className="flex-1" style={{ backgroundColor: color }} />
                  ),
                )}
              </span>
              <span className="flex items-center gap-1">
                {current && <Check className="size-4 shrink-0 text-primary-ink" aria-hidden="true" />}
                {preset.name}
              </span>
            </button>
          )
        })}
      </div>
    </div>
  )
}
