import { zodResolver } from '@hookform/resolvers/zod'
import { forgotPasswordInputSchema } from '@vitrina/core/schemas/auth'
import { useForm } from 'react-hook-form'
import toast from 'react-hot-toast'
import { paths } from '@vitrina/core/paths'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { Input } from '../../../components/ui/input'
import { TextLink } from '../../../components/ui/text-link'
import { errorMessage } from '../../../lib/api-client'
import { useForgotPassword } from '../auth.api'

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
      <div className="space-y-5">
        <Alert tone="success">{forgot.data.message}</Alert>
        <TextLink to={paths.login} className="inline-block">
          Volver a Iniciar Sesión
        </TextLink>
      </div>
    )
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <Field label="Correo electrónico" error={errors.email?.message}>
        {(props) => (
          <Input
            {...props}
            {...register('email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            required
          />
        )}
      </Field>
      <Button type="submit" size="lg" className="w-full" pending={forgot.isPending} pendingText="Enviando...">
        Enviar enlace
      </Button>
    </form>
  )
}
