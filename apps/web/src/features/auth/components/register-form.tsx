import { zodResolver } from '@hookform/resolvers/zod'
import { AUTH_MESSAGES, registerInputSchema } from '@vitrina/core/schemas/auth'
import { useState } from 'react'
import { useForm, useWatch, type FieldErrors } from 'react-hook-form'
import { toast } from '../../../lib/toast'
import { useNavigate } from 'react-router'
import { paths } from '@vitrina/core/paths'
import { Alert } from '../../../components/ui/alert'
import { Checkbox } from '../../../components/ui/checkbox'
import { TextLink } from '../../../components/ui/text-link'
import { PRIVACY_MESSAGES } from '@vitrina/core/schemas/privacy'
import { Field } from '../../../components/ui/field'
import { Input } from '../../../components/ui/input'
import { errorMessage, serverFieldError } from '../../../lib/api-client'
import { useRegister } from '../auth.api'
import { useEmailAvailability, useUsernameAvailability } from '../hooks/use-availability'
import { useSessionStore } from '../session.store'
import { AuthSubmit, EmailInput, NewPasswordInput } from './auth-form-parts'
import { AvailabilityStatus } from './availability-status'

type RegisterFields = {
  username: string
  email: string
  password: string
  privacy_policy_accepted: true
  marketing_consent?: boolean | undefined
}

export function RegisterForm() {
  const navigate = useNavigate()
  const startSession = useSessionStore((state) => state.login)
  const registration = useRegister()
  const [formError, setFormError] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(registerInputSchema),
    defaultValues: { username: '', email: '', password: '' },
  })
  const usernameStatus = useUsernameAvailability(useWatch({ control, name: 'username' }))
  const emailStatus = useEmailAvailability(useWatch({ control, name: 'email' }))

  // docs/product/auth.md#register: which message explains a refused submit, in this order.
  // docs/product/consumer-rights.md#consentimiento: the unticked policy box has its own message.
  const onInvalid = (fieldErrors: FieldErrors<RegisterFields>) => {
    const onlyPassword = !fieldErrors.username && !fieldErrors.email
    const onlyPolicy = onlyPassword && !fieldErrors.password
    if (onlyPolicy) return setFormError(PRIVACY_MESSAGES.acceptRequired)
    setFormError(
      onlyPassword ? (fieldErrors.password?.message ?? AUTH_MESSAGES.fixFields) : AUTH_MESSAGES.fixFields,
    )
  }

  const onValid = (input: RegisterFields) => {
    if (usernameStatus !== 'available' || emailStatus !== 'available') {
      setFormError(AUTH_MESSAGES.ensureAvailable)
      return
    }
    setFormError(null)
    registration.mutate(input, {
      onSuccess: ({ token, user }) => {
        startSession(token, user)
        toast.success(`¡Bienvenido, ${user.username}! Tu cuenta está lista.`)
        navigate(paths.home, { replace: true })
      },
      // docs/security.md#passwords: the server's reason (a weak or common password) under the field.
      onError: (error) => {
        const reason = serverFieldError(error, 'password')
        if (reason) setError('password', { message: reason })
      },
    })
  }

  const serverError = registration.isError
    ? errorMessage(registration.error, 'Error en el registro. Inténtalo de nuevo.')
    : null
  const shownError = formError ?? serverError

  return (
    <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="space-y-5">
      {shownError && <Alert tone="error">{shownError}</Alert>}
      <Field
        label="Nombre de usuario"
        error={errors.username?.message}
        status={<AvailabilityStatus status={usernameStatus} />}
      >
        {(props) => <Input {...props} {...register('username')} autoComplete="username" required />}
      </Field>
      <Field
        label="Correo electrónico"
        error={errors.email?.message}
        status={<AvailabilityStatus status={emailStatus} />}
      >
        {(props) => <EmailInput {...props} {...register('email')} />}
      </Field>
      <Field label="Contraseña" hint="Mínimo 6 caracteres" error={errors.password?.message}>
        {(props) => <NewPasswordInput {...props} {...register('password')} />}
      </Field>
      <div className="space-y-3">
        <Checkbox
          {...register('privacy_policy_accepted')}
          aria-invalid={errors.privacy_policy_accepted ? true : undefined}
          label={
            <>
              Acepto la{' '}
              <TextLink to={paths.policies} target="_blank" rel="noopener">
                política de tratamiento de datos personales
              </TextLink>
            </>
          }
          description="Obligatorio: autorizas a la tienda a tratar tus datos para atender tus pedidos (Ley 1581 de 2012)."
        />
        <Checkbox
          {...register('marketing_consent')}
          label="Quiero recibir ofertas y novedades por correo y WhatsApp"
          description="Opcional: puedes retirarla cuando quieras desde tu cuenta."
        />
      </div>
      <AuthSubmit pending={registration.isPending} pendingText="Creando cuenta...">
        Crear cuenta
      </AuthSubmit>
    </form>
  )
}
