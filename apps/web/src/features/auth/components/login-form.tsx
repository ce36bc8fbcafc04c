import { zodResolver } from '@hookform/resolvers/zod'
import { isStaff } from '@vitrina/core/roles'
import { loginInputSchema } from '@vitrina/core/schemas/auth'
import { useForm } from 'react-hook-form'
import { toast } from '../../../lib/toast'
import { useNavigate } from 'react-router'
import { paths } from '@vitrina/core/paths'
import { Alert } from '../../../components/ui/alert'
import { Field } from '../../../components/ui/field'
import { PasswordInput } from '../../../components/ui/password-input'
import { TextLink } from '../../../components/ui/text-link'
import { errorMessage } from '../../../lib/api-client'
import { useLogin } from '../auth.api'
import { useSessionStore } from '../session.store'
import { AuthSubmit, EmailInput } from './auth-form-parts'

export function LoginForm() {
  const navigate = useNavigate()
  const startSession = useSessionStore((state) => state.login)
  const login = useLogin()
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(loginInputSchema), defaultValues: { email: '', password: '' } })

  // docs/product/auth.md#login: one message for the empty fields; docs/product/auth.md#login: the server's
  // message, else the fallback.
  const clientError = errors.email?.message ?? errors.password?.message
  const serverError = login.isError
    ? errorMessage(login.error, 'Credenciales inválidas o error en el servidor.')
    : undefined

  const onSubmit = handleSubmit((input) =>
    login.mutate(input, {
      onSuccess: ({ token, user }) => {
        startSession(token, user)
        toast.success(`¡Hola de nuevo, ${user.username}!`)
        // docs/product/auth.md#login: staff land in the back office, everyone else on the home page.
        navigate(isStaff(user.roles) ? paths.admin.root : paths.home, { replace: true })
      },
    }),
  )

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {(clientError || serverError) && <Alert tone="error">{clientError ?? serverError}</Alert>}
      <Field label="Correo electrónico" invalid={Boolean(errors.email)}>
        {(props) => <EmailInput {...props} {...register('email')} placeholder="tucorreo@ejemplo.com" />}
      </Field>
      <Field
        label="Contraseña"
        invalid={Boolean(errors.password)}
        aside={
          <TextLink to={paths.forgotPassword} className="text-sm">
            ¿Olvidaste tu contraseña?
          </TextLink>
        }
      >
        {(props) => (
          <PasswordInput {...props} {...register('password')} autoComplete="current-password" required />
        )}
      </Field>
      <AuthSubmit pending={login.isPending} pendingText="Ingresando...">
        Ingresar
      </AuthSubmit>
    </form>
  )
}
