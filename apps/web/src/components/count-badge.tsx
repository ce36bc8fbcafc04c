/** The small number over a header icon; decorative, since the control's label already says it. */
export function CountBadge({ count }: { count: number }) {
  if (count < 1) return null
  return (
    <span
      aria-hidden="true"
      className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-[11px] leading-none font-bold text-on-primary ring-2 ring-card"
    >
      {count > 99 ? '99+' : count}
    </span>
  )
}
