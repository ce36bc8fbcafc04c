import { paths } from '@vitrina/core/paths'
import { TextLink } from '../components/ui/text-link'
import { AuthShell } from '../features/auth/components/auth-shell'
import { ForgotPasswordForm } from '../features/auth/components/forgot-password-form'

export function ForgotPasswordPage() {
  return (
    <AuthShell
      title="Recuperar Contraseña"
      description="Escribe el correo de tu cuenta y te enviaremos un enlace para crear una contraseña nueva."
      footer={
        <>
          ¿La recordaste? <TextLink to={paths.login}>Volver a Iniciar Sesión</TextLink>
        </>
      }
    >
      <ForgotPasswordForm />
    </AuthShell>
  )
}
