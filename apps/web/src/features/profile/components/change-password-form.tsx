import { zodResolver } from '@hookform/resolvers/zod'
import type { PasswordOwner } from '@vitrina/core/password-rules'
import { AUTH_MESSAGES, changePasswordInputSchema, refinePersonalPassword } from '@vitrina/core/schemas/auth'
import { KeyRound } from 'lucide-react'
import { useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from '../../../lib/toast'
import { z } from 'zod'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { PasswordInput } from '../../../components/ui/password-input'
import { errorMessage, serverFieldError } from '../../../lib/api-client'
import { useSessionStore } from '../../auth'
import { useChangePassword } from '../profile.api'

// docs/product/account.md#change-password: the server's rules, with the signed-in account as the owner the
// new password must not name, plus the confirmation that exists only in the form.
export const changePasswordFormSchema = (owner: PasswordOwner) =>
  changePasswordInputSchema
    .extend({ confirmPassword: z.string() })
    .refine((v) => v.newPassword === v.confirmPassword, {
      message: AUTH_MESSAGES.newPasswordsMismatch,
      path: ['confirmPassword'],
    })
    .superRefine((v, ctx) => refinePersonalPassword('newPassword')({ ...v, ...owner }, ctx))

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' }

/**
 * docs/product/account.md#change-password 'Cambiar Contraseña' with the messages of
 * docs/product/account.md#change-password.
 */
export function ChangePasswordForm() {
  const change = useChangePassword()
  const owner = useSessionStore((state) => state.user)
  const schema = useMemo(() => changePasswordFormSchema(owner ?? {}), [owner])
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: empty })

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: ({ message }) => {
          toast.success(message)
          reset(empty)
        },
        onError: (error) => {
          // docs/security.md#passwords: a refused password is explained under its field.
          const reason = serverFieldError(error, 'newPassword')
          if (reason) setError('newPassword', { message: reason })
          toast.error(errorMessage(error, 'Error al cambiar la contraseña.'))
        },
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
