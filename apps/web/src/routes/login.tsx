import { paths } from '@vitrina/core/paths'
import { TextLink } from '../components/ui/text-link'
import { AuthShell } from '../features/auth/components/auth-shell'
import { LoginForm } from '../features/auth/components/login-form'

export function LoginPage() {
  return (
    <AuthShell
      title="Iniciar Sesión"
      description="Ingresa para ver tus pedidos y comprar más rápido."
      footer={
        <>
          ¿No tienes una cuenta? <TextLink to={paths.register}>Regístrate</TextLink>
        </>
      }
    >
      <LoginForm />
    </AuthShell>
  )
}
