import type { ReactNode, SVGProps } from 'react'

// lucide-react no longer ships brand marks, so these are simple outline glyphs drawn in its style
// (24px grid, 2px stroke) to sit next to the other icons.
function Glyph({ children, ...props }: SVGProps<SVGSVGElement> & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      {children}
    </svg>
  )
}

type IconProps = SVGProps<SVGSVGElement>

export function FacebookIcon(props: IconProps) {
  return (
    <Glyph {...props}>
      <path d="M15 3h-2a4 4 0 0 0-4 4v3H6.5v3.5H9V21h3.5v-7.5h2.5l.5-3.5h-3V7.5a1 1 0 0 1 1-1H15z" />
    </Glyph>
  )
}

export function InstagramIcon(props: IconProps) {
  return (
    <Glyph {...props}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5h.01" />
    </Glyph>
  )
}

export function TiktokIcon(props: IconProps) {
  return (
    <Glyph {...props}>
      <path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5" />
      <path d="M14 3c.5 2.8 2.4 4.6 5 5" />
    </Glyph>
  )
}

export function YoutubeIcon(props: IconProps) {
  return (
    <Glyph {...props}>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="m10 9.5 4.5 2.5-4.5 2.5z" />
    </Glyph>
  )
}

export function XIcon(props: IconProps) {
  return (
    <Glyph {...props}>
      <path d="M4 4h4.5L20 20h-4.5z" />
      <path d="M19.5 4 13.2 10.8M10.8 13.2 4.5 20" />
    </Glyph>
  )
}

export function WhatsappIcon(props: IconProps) {
  return (
    <Glyph {...props}>
      <path d="M3.5 20.5 5 16a8.5 8.5 0 1 1 3 3z" />
      <path d="M9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.8-2-1-1 .9a5 5 0 0 1-2.6-2.6l.9-1-1-2L9 8.5" />
    </Glyph>
  )
}
