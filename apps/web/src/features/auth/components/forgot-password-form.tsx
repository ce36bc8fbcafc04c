import { zodResolver } from '@hookform/resolvers/zod'
import { forgotPasswordInputSchema } from '@vitrina/core/schemas/auth'
import { useForm } from 'react-hook-form'
import { toast } from '../../../lib/toast'
import { paths } from '@vitrina/core/paths'
import { Field } from '../../../components/ui/field'
import { TextLink } from '../../../components/ui/text-link'
import { errorMessage } from '../../../lib/api-client'
import { useForgotPassword } from '../auth.api'
import { AuthDone, AuthSubmit, EmailInput } from './auth-form-parts'

export function ForgotPasswordForm() {
  const forgot = useForgotPassword()
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(forgotPasswordInputSchema), defaultValues: { email: '' } })

  const onSubmit = handleSubmit((input) =>
    forgot.mutate(input, {
      // docs/product/auth.md#password-recovery: the server's message in a toast and inline.
      onSuccess: ({ message }) => toast.success(message),
      onError: (error) => toast.error(errorMessage(error, 'Ocurrió un error.')),
    }),
  )

  if (forgot.isSuccess) {
    return (
      <AuthDone message={forgot.data.message}>
        <TextLink to={paths.login} className="inline-block">
          Volver a Iniciar Sesión
        </TextLink>
      </AuthDone>
    )
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <Field label="Correo electrónico" error={errors.email?.message}>
        {(props) => <EmailInput {...props} {...register('email')} />}
      </Field>
      <AuthSubmit pending={forgot.isPending} pendingText="Enviando...">
        Enviar enlace
      </AuthSubmit>
    </form>
  )
}
