import { zodResolver } from '@hookform/resolvers/zod'
import { AUTH_MESSAGES, changePasswordInputSchema } from '@vitrina/core/schemas/auth'
import { KeyRound } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { toast } from '../../../lib/toast'
import { z } from 'zod'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { PasswordInput } from '../../../components/ui/password-input'
import { errorMessage } from '../../../lib/api-client'
import { useChangePassword } from '../profile.api'

// docs/product/account.md#change-password: the server's rules, plus the confirmation that exists only in the
// form.
export const changePasswordFormSchema = changePasswordInputSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: AUTH_MESSAGES.newPasswordsMismatch,
    path: ['confirmPassword'],
  })

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' }

/**
 * docs/product/account.md#change-password 'Cambiar Contraseña' with the messages of
 * docs/product/account.md#change-password.
 */
export function ChangePasswordForm() {
  const change = useChangePassword()
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(changePasswordFormSchema), defaultValues: empty })

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: ({ message }) => {
          toast.success(message)
          reset(empty)
        },
        onError: (error) => toast.error(errorMessage(error, 'Error al cambiar la contraseña.')),
      },
    ),
  )

  return (
    <form noValidate onSubmit={onSubmit} className="max-w-md space-y-5">
      {change.isSuccess && <Alert tone="success">Contraseña cambiada con éxito.</Alert>}
      {change.isError && (
        <Alert tone="error">{errorMessage(change.error, 'Error al cambiar la contraseña.')}</Alert>
      )}
      <Field label="Contraseña actual" error={errors.currentPassword?.message}>
        {(props) => (
          <PasswordInput
            {...props}
            {...register('currentPassword')}
            autoComplete="current-password"
            required
          />
        )}
      </Field>
      <Field label="Nueva contraseña" hint="Mínimo 6 caracteres" error={errors.newPassword?.message}>
        {(props) => (
          <PasswordInput {...props} {...register('newPassword')} autoComplete="new-password" required />
        )}
      </Field>
      <Field label="Confirmar nueva contraseña" error={errors.confirmPassword?.message}>
        {(props) => (
          <PasswordInput {...props} {...register('confirmPassword')} autoComplete="new-password" required />
        )}
      </Field>
      <Button type="submit" pending={change.isPending} pendingText="Actualizando...">
        <KeyRound className="size-4" aria-hidden="true" />
        Cambiar Contraseña
      </Button>
    </form>
  )
}
