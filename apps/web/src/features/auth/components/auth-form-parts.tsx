import type { ComponentProps, ReactNode } from 'react'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { Input } from '../../../components/ui/input'
import { PasswordInput } from '../../../components/ui/password-input'

// The pieces the sign-in, sign-up and password recovery forms share (docs/product/auth.md#login,
// docs/product/auth.md#register, docs/product/auth.md#password-recovery).

/** A required e-mail box with the phone's e-mail keyboard and the browser's saved address. */
export function EmailInput(props: ComponentProps<typeof Input>) {
  return <Input type="email" inputMode="email" autoComplete="email" required {...props} />
}

/** A required password box the browser may offer to generate and save. */
export function NewPasswordInput(props: ComponentProps<typeof PasswordInput>) {
  return <PasswordInput autoComplete="new-password" required {...props} />
}

/** The form's full-width submit button, showing `pendingText` while the call runs. */
export function AuthSubmit({
  pending,
  pendingText,
  children,
}: {
  pending: boolean
  pendingText: string
  children: ReactNode
}) {
  return (
    <Button type="submit" size="lg" className="w-full" pending={pending} pendingText={pendingText}>
      {children}
    </Button>
  )
}

/** What replaces a recovery form once the server accepted it: its message, then the way on. */
export function AuthDone({ message, children }: { message: string; children: ReactNode }) {
  return (
    <div className="space-y-5">
      <Alert tone="success">{message}</Alert>
      {children}
    </div>
  )
}
