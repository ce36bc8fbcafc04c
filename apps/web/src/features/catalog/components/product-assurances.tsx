import { returnPromise, returnWindowDays } from '@vitrina/core/returns'
import { CLAIM_DEFAULTS } from '@vitrina/core/store-claims'
import { Headset, RotateCcw, ShieldCheck, Truck, Undo2 } from 'lucide-react'
import { useSettings } from '../../settings'

/**
 * docs/product/catalogue.md#trust-icons trust icons and claims, each the merchant's setting (an empty one is
 * not shown, docs/product/consumer-rights.md#promesas-de-la-tienda); the returns promise follows the store's
 * window (docs/product/returns.md#window).
 */
export function ProductAssurances() {
  const { data: settings = {} } = useSettings()
  const claim = (key: keyof typeof CLAIM_DEFAULTS) => (settings[key] ?? CLAIM_DEFAULTS[key]).trim()
  const icons = [
    { Icon: Truck, label: claim('claim_trust_shipping') },
    { Icon: ShieldCheck, label: claim('claim_trust_warranty') },
    { Icon: RotateCcw, label: claim('claim_trust_returns') },
  ].filter(({ label }) => label)
  const support = claim('claim_support')
  return (
    <div className="rounded-2xl border border-border bg-card p-4 sm:p-5">
      <ul className="grid grid-cols-3 gap-2 text-center">
        {icons.map(({ Icon, label }) => (
          <li
            key={label}
            className="flex flex-col items-center gap-2 text-xs font-semibold text-foreground sm:text-sm"
          >
            <span className="flex size-11 items-center justify-center rounded-full bg-primary/10 text-primary-ink">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            {label}
          </li>
        ))}
      </ul>
      <ul className="mt-4 space-y-2 border-t border-border pt-4 text-sm text-muted">
        <li className="flex items-center gap-2">
          <Undo2 className="size-4 shrink-0 text-primary-ink" aria-hidden="true" />
          {returnPromise(returnWindowDays(settings))}
        </li>
        {support && (
          <li className="flex items-center gap-2">
            <Headset className="size-4 shrink-0 text-primary-ink" aria-hidden="true" />
            {support}
          </li>
        )}
      </ul>
    </div>
  )
}
