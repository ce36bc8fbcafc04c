import { useMutation } from '@tanstack/react-query'
import { toast } from '../../lib/toast'
import { errorMessage } from '../../lib/api-client'

export const AI_WRITING_ERROR = 'No se pudo generar el borrador con IA. Inténtalo de nuevo.'
export const AI_WRITING_DONE = 'Borrador listo: revísalo antes de guardar.'

/**
 * Asks a writing helper for a draft and hands it to the form (`onGenerated` sets the fields); nothing
 * is saved until staff save the form. Errors become a Spanish toast.
 *
 *   const faq = useAiWriting(() => aiWriting.faqAnswer({ question }), (d) => setValue('answer', d.answer))
 */
export function useAiWriting<T>(request: () => Promise<T>, onGenerated: (draft: T) => void) {
  const mutation = useMutation({
    mutationFn: request,
    onSuccess: (draft) => {
      onGenerated(draft)
      toast.success(AI_WRITING_DONE)
    },
    onError: (error) => {
      toast.error(errorMessage(error, AI_WRITING_ERROR))
    },
  })
  return { generate: () => mutation.mutate(), isGenerating: mutation.isPending }
}
