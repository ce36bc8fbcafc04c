import clsx from 'clsx'
import { useEffect } from 'react'
import { useSettings } from '../../settings'
import { adBlockState, type AdSlotKey } from '../ad-rules'

declare global {
  interface Window {
    adsbygoogle?: unknown[]
  }
}

/**
 * An ad slot (docs/product/platform.md#ads): nothing when ads are off, a placeholder until the ids are set,
 * else the ad.
 */
export function AdBlock({ slot, className }: { slot: AdSlotKey; className?: string }) {
  const { data: settings = {} } = useSettings()
  const state = adBlockState(settings, slot)
  if (state.kind === 'hidden') return null
  if (state.kind === 'placeholder') {
    return (
      <div
        className={clsx(
          'flex min-h-24 items-center justify-center rounded-2xl border-2 border-dashed border-control p-4 text-center text-sm font-medium text-muted',
          className,
        )}
      >
        Espacio Publicitario Habilitado
      </div>
    )
  }
  return <AdUnit publisherId={state.publisherId} slotId={state.slotId} className={className} />
}

function AdUnit({
  publisherId,
  slotId,
  className,
}: {
  publisherId: string
  slotId: string
  className?: string
}) {
  useEffect(() => {
    // AdSense fills every <ins> pushed to its queue; the script itself is loaded by useAdsScript.
    ;(window.adsbygoogle ??= []).push({})
  }, [publisherId, slotId])
  return (
    <div className={clsx('overflow-hidden', className)}>
      <p className="mb-1 text-center text-[11px] tracking-wide text-muted uppercase">Publicidad</p>
      <ins
        key={`${publisherId}-${slotId}`}
        className="adsbygoogle block"
        data-ad-client={publisherId}
        data-ad-slot={slotId}
        data-ad-format="auto"
        data-full-width-responsive="true"
      />
    </div>
  )
}
