import { StorePage } from '../components/store-page'
import { Card } from '../components/ui/card'
import { ContactCards } from '../features/contact/components/contact-cards'
import { ContactForm } from '../features/contact/components/contact-form'
import { StoreLocation } from '../features/contact/components/store-location'

export function ContactPage() {
  return (
    <StorePage
      title="Ponte en Contacto"
      description="¿Tienes preguntas? Escríbenos y te responderemos pronto."
    >
      <div className="grid items-start gap-8 lg:grid-cols-[1.4fr_1fr]">
        <Card className="p-5 sm:p-8">
          <ContactForm />
        </Card>
        <div className="space-y-4">
          <ContactCards />
          <StoreLocation />
        </div>
      </div>
    </StorePage>
  )
}
