/** First focusable element of a shell: keyboard users jump over the navigation (WCAG 2.4.1). */
export function SkipLink({ targetId, children }: { targetId: string; children: string }) {
  return (
    <a
      href={`#${targetId}`}
      // Parked above the viewport rather than visually hidden, so it slides in whole when focused.
      className="fixed top-3 left-3 z-[100] -translate-y-[200%] rounded-lg bg-primary px-4 py-2.5 font-semibold text-on-primary shadow-lg transition-transform focus:translate-y-0"
    >
      {children}
    </a>
  )
}
