import { Sparkles } from 'lucide-react'
import { useId } from 'react'
import { Button } from '../../../components/ui/button'
import { useAiWriting } from '../use-ai-writing'

/**
 * The 'Generar con IA' action next to a form field (docs/product/assistant.md#writing-helpers): asks for a
 * draft and fills the field through `onGenerated`; the form is saved only by staff. `disabledReason` explains
 * what is missing first (e.g. the question of a FAQ), and is read by screen readers too.
 *
 *   <GenerateWithAiButton
 *     request={() => aiWriting.faqAnswer({ question: watch('question'), briefing })}
 *     onGenerated={(draft) => setValue('answer', draft.answer, { shouldDirty: true })}
 *     disabledReason={watch('question').trim() ? undefined : 'Escribe primero la pregunta.'}
 *   />
 */
export function GenerateWithAiButton<T>({
  request,
  onGenerated,
  disabledReason,
  label = 'Generar con IA',
  className,
}: {
  request: () => Promise<T>
  onGenerated: (draft: T) => void
  disabledReason?: string | undefined
  label?: string
  className?: string
}) {
  const { generate, isGenerating } = useAiWriting(request, onGenerated)
  const reasonId = useId()
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={generate}
        pending={isGenerating}
        pendingText="Generando..."
        disabled={disabledReason !== undefined}
        title={disabledReason}
        aria-describedby={disabledReason ? reasonId : undefined}
        className={className}
      >
        <Sparkles className="size-4" aria-hidden="true" />
        {label}
      </Button>
      {disabledReason && (
        <span id={reasonId} className="sr-only">
          {disabledReason}
        </span>
      )}
    </>
  )
}
