import { paths } from '@vitrina/core/paths'

/** Main store navigation, shared by the desktop bar and the mobile menu. */
export const storeNav = [
  { to: paths.home, label: 'Inicio', end: true },
  { to: paths.shop, label: 'Tienda', end: false },
] as const
