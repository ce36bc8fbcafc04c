import { PageHeader } from '../../components/page-header'
import { AddressBook } from '../../features/addresses/components/address-book'

export function AccountAddressesPage() {
  return (
    <>
      <PageHeader
        title="Mis Direcciones"
        description="Guarda tus direcciones de envío para comprar más rápido."
      />
      <AddressBook />
    </>
  )
}
