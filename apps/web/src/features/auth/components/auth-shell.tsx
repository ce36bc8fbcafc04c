import type { ReactNode } from 'react'
import Tilt from 'react-parallax-tilt'
import { Card } from '../../../components/ui/card'
import { useMediaQuery } from '../../../lib/use-media-query'
import { StoreBrand } from '../../settings'

type AuthShellProps = { title: string; description?: ReactNode; children: ReactNode; footer?: ReactNode }

/**
 * Frame of the standalone auth screens: animated gradient and a tilting card
 * (docs/product/auth.md#auth-screens).
 */
export function AuthShell({ title, description, children, footer }: AuthShellProps) {
  // The tilt follows the pointer; people who asked for less motion get a still card.
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)')
  return (
    <div className="flex min-h-dvh items-center justify-center bg-auth-gradient px-4 py-10 animate-gradient motion-reduce:animate-none">
      <main id="contenido" className="w-full max-w-md">
        <Tilt
          tiltEnable={!reduceMotion}
          tiltMaxAngleX={5}
          tiltMaxAngleY={5}
          transitionSpeed={400}
          glareEnable={!reduceMotion}
          glareMaxOpacity={0.2}
          glareBorderRadius="1rem"
          className="rounded-2xl"
        >
          <Card className="px-5 py-7 shadow-2xl sm:px-8 sm:py-9">
            <StoreBrand className="mb-6" />
            <h1 className="text-2xl font-bold tracking-tight text-foreground">{title}</h1>
            {description && <p className="mt-1.5 text-muted">{description}</p>}
            <div className="mt-6">{children}</div>
            {footer && (
              <div className="mt-6 border-t border-border pt-5 text-center text-sm text-muted">{footer}</div>
            )}
          </Card>
        </Tilt>
      </main>
    </div>
  )
}
