import clsx from 'clsx'

/**
 * A pulsing red dot that says "something new here" (docs/product/platform.md#header,
 * docs/product/realtime.md#staff-alerts). `label` is read by screen readers as part of the control it sits in
 * (leave it out when the control's own label says it); the dot itself is decorative.
 */
export function NotificationDot({ label, className }: { label?: string; className?: string }) {
  // The space keeps "Pedidos" and the label apart in the accessible name of the surrounding link.
  return (
    <>
      {' '}
      <span className={clsx('relative inline-flex size-2.5 shrink-0', className)} data-notification-dot="">
        <span
          aria-hidden="true"
          className="absolute inline-flex size-full animate-ping rounded-full bg-red-500 opacity-75 motion-reduce:animate-none"
        />
        <span aria-hidden="true" className="relative inline-flex size-2.5 rounded-full bg-red-600" />
        {label && <span className="sr-only">{label}</span>}
      </span>
    </>
  )
}
