import { lazy, Suspense } from 'react'
import { Skeleton } from '../ui/skeleton'
import type { RichTextEditorProps } from './rich-text-editor'

// TipTap and ProseMirror weigh ~100 KB gzipped: they load only when a screen shows an editor, so they
// never reach the storefront's bundles.
const Editor = lazy(async () => ({ default: (await import('./rich-text-editor')).RichTextEditor }))

/** The rich-text field, fetched on first use; a placeholder of the same size stands in meanwhile. */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <div className="space-y-1.5" role="status" aria-label={`Cargando el editor de ${props.label}...`}>
          <p className="text-sm font-medium text-foreground">{props.label}</p>
          <Skeleton className="h-52 w-full" />
        </div>
      }
    >
      <Editor {...props} />
    </Suspense>
  )
}
