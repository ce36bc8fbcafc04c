import { zodResolver } from '@hookform/resolvers/zod'
import clsx from 'clsx'
import { AUTH_MESSAGES, resetPasswordInputSchema } from '@vitrina/core/schemas/auth'
import { useForm } from 'react-hook-form'
import { toast } from '../../../lib/toast'
import { Link } from 'react-router'
import { z } from 'zod'
import { paths } from '@vitrina/core/paths'
import { buttonClasses } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { errorMessage, serverFieldError } from '../../../lib/api-client'
import { useResetPassword } from '../auth.api'
import { AuthDone, AuthSubmit, NewPasswordInput } from './auth-form-parts'

// The confirmation exists only in the form; the password rules are the shared schema's, and the server's
// reason for a weak one comes back under the field (docs/product/auth.md#password-reset).
const resetFormSchema = z
  .object({ newPassword: resetPasswordInputSchema.shape.newPassword, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: AUTH_MESSAGES.passwordsMismatch,
    path: ['confirmPassword'],
  })

export function ResetPasswordForm({ token }: { token: string }) {
  const reset = useResetPassword()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  })

  const onSubmit = handleSubmit(({ newPassword }) =>
    reset.mutate(
      { token, newPassword },
      {
        onSuccess: ({ message }) => toast.success(message),
        onError: (error) => {
          // docs/security.md#passwords: a refused password is explained under its field.
          const reason = serverFieldError(error, 'newPassword')
          if (reason) setError('newPassword', { message: reason })
          toast.error(errorMessage(error, 'Ocurrió un error. El token podría ser inválido o haber expirado.'))
        },
      },
    ),
  )

  if (reset.isSuccess) {
    return (
      <AuthDone message={reset.data.message}>
        <Link to={paths.login} className={clsx(buttonClasses({ size: 'lg' }), 'w-full')}>
          Ir a Iniciar Sesión
        </Link>
      </AuthDone>
    )
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <Field label="Nueva contraseña" hint="Mínimo 6 caracteres" error={errors.newPassword?.message}>
        {(props) => <NewPasswordInput {...props} {...register('newPassword')} />}
      </Field>
      <Field label="Confirmar contraseña" error={errors.confirmPassword?.message}>
        {(props) => <NewPasswordInput {...props} {...register('confirmPassword')} />}
      </Field>
      <AuthSubmit pending={reset.isPending} pendingText="Actualizando...">
        Restablecer contraseña
      </AuthSubmit>
    </form>
  )
}
