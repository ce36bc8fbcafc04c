import { zodResolver } from '@hookform/resolvers/zod'
import { reviewInputSchema, type ReviewInput } from '@vitrina/core/schemas/reviews'
import { Controller, useForm } from 'react-hook-form'
import { toast } from '../../../lib/toast'
import { StarRatingInput } from '../../../components/star-rating-input'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { Textarea } from '../../../components/ui/textarea'
import { errorMessage } from '../../../lib/api-client'
import { useSubmitReview } from '../reviews.api'

/**
 * docs/product/catalogue.md#reviews review form (logged-in users): stars, a 4-row comment, 'Enviando...'
 * while pending.
 */
export function ReviewForm({ productId }: { productId: number }) {
  const submit = useSubmitReview(productId)
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ReviewInput>({
    resolver: zodResolver(reviewInputSchema),
    defaultValues: { rating: 0, comment: '' },
  })

  const onSubmit = handleSubmit((input) =>
    submit.mutate(input, {
      onSuccess: () => {
        reset()
        toast.success('¡Gracias por tu reseña!')
      },
    }),
  )

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="space-y-4 rounded-2xl border border-border bg-card p-5 sm:p-6"
    >
      <h3 className="text-lg font-bold text-foreground">Escribe tu reseña</h3>
      {/* docs/product/catalogue.md#reviews: a missing rating is an alert */}
      {errors.rating?.message && <Alert tone="error">{errors.rating.message}</Alert>}
      <Controller
        control={control}
        name="rating"
        render={({ field }) => (
          <StarRatingInput
            legend="Tu calificación"
            value={field.value}
            onChange={field.onChange}
            invalid={Boolean(errors.rating)}
          />
        )}
      />
      <Field label="Tu comentario" error={errors.comment?.message}>
        {(props) => (
          <Textarea
            {...props}
            {...register('comment')}
            rows={4}
            placeholder="¿Qué te pareció el producto?"
            required
          />
        )}
      </Field>
      <Button type="submit" pending={submit.isPending} pendingText="Enviando...">
        Publicar reseña
      </Button>
      {submit.isError && (
        <Alert tone="error">
          {errorMessage(submit.error, 'No se pudo publicar tu reseña. Inténtalo de nuevo.')}
        </Alert>
      )}
    </form>
  )
}
