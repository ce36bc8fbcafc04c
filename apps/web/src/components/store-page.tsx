import type { ReactNode } from 'react'
import { Container } from './container'
import { PageHeader } from './page-header'

/** A store screen with its heading: the common frame of the public pages. */
export function StorePage({
  title,
  description,
  children,
}: {
  title: string
  description?: ReactNode
  children: ReactNode
}) {
  return (
    <Container className="py-10 sm:py-14">
      <PageHeader title={title} description={description} />
      {children}
    </Container>
  )
}
