import {
  AtSign,
  BookOpen,
  CalendarClock,
  CircleHelp,
  FileSpreadsheet,
  CreditCard,
  Landmark,
  LayoutDashboard,
  FileText,
  ListChecks,
  Mail,
  Package,
  Percent,
  ScrollText,
  RotateCcw,
  ShieldCheck,
  Settings,
  ShoppingBag,
  SpellCheck,
  Store,
  Tags,
  Truck,
  Undo2,
  Users,
  type LucideIcon,
} from 'lucide-react'
import type { StaffAlert } from '../../features/realtime/staff-alerts.store'
import { paths } from '@vitrina/core/paths'

export type AdminNavItem = {
  to: string
  label: string
  Icon: LucideIcon
  end?: boolean
  /** Users and settings belong to Administrador only (docs/product/auth.md#roles). */
  adminOnly?: boolean
  /** Shows the red dot while this live notification flag is set (docs/product/realtime.md#staff-alerts). */
  alert?: StaffAlert
}

/**
 * The back office sections of docs/product/back-office.md#admin-shell, grouped the way a merchant thinks
 * about them.
 */
export const adminNav: { title: string; items: AdminNavItem[] }[] = [
  {
    title: 'General',
    items: [
      {
        to: paths.admin.root,
        label: 'Panel de control',
        Icon: LayoutDashboard,
        end: true,
        alert: 'payments',
      },
      { to: paths.admin.ivaReport, label: 'Informe de IVA', Icon: FileSpreadsheet, adminOnly: true },
    ],
  },
  {
    title: 'Catálogo',
    items: [
      { to: paths.admin.products, label: 'Productos', Icon: Package },
      { to: paths.admin.discounts, label: 'Descuentos', Icon: Percent },
      { to: paths.admin.futureProducts, label: 'Productos futuros', Icon: CalendarClock },
      { to: paths.admin.categories, label: 'Categorías', Icon: Tags },
      { to: paths.admin.searchSynonyms, label: 'Sinónimos de búsqueda', Icon: SpellCheck },
    ],
  },
  {
    title: 'Ventas',
    items: [
      { to: paths.admin.orders, label: 'Pedidos', Icon: ShoppingBag, alert: 'orders' },
      { to: paths.admin.returns, label: 'Devoluciones', Icon: Undo2, alert: 'returns' },
      { to: paths.admin.paymentReversals, label: 'Reversiones de pago', Icon: RotateCcw },
      { to: paths.admin.pos, label: 'Punto de venta', Icon: Store },
    ],
  },
  {
    title: 'Contenido',
    items: [
      { to: paths.admin.shipping, label: 'Envío', Icon: Truck },
      { to: paths.admin.policies, label: 'Políticas', Icon: ScrollText },
      { to: paths.admin.faqs, label: 'Preguntas frecuentes', Icon: CircleHelp },
      { to: paths.admin.about, label: 'Sobre nosotros', Icon: BookOpen },
    ],
  },
  {
    title: 'Clientes',
    items: [
      { to: paths.admin.messages, label: 'Mensajes', Icon: Mail, alert: 'messages' },
      { to: paths.admin.dataRequests, label: 'Solicitudes de datos', Icon: ShieldCheck },
      { to: paths.admin.users, label: 'Usuarios', Icon: Users, adminOnly: true },
    ],
  },
  {
    title: 'Tienda',
    items: [
      { to: paths.admin.settings, label: 'Configuración', Icon: Settings, adminOnly: true },
      { to: paths.admin.fiscalProfile, label: 'Perfil fiscal', Icon: Landmark, adminOnly: true },
      { to: paths.admin.fiscalDocuments, label: 'Documentos electrónicos', Icon: FileText },
      { to: paths.admin.paymentProviders, label: 'Medios de pago', Icon: CreditCard, adminOnly: true },
      { to: paths.admin.mailSettings, label: 'Correo', Icon: AtSign, adminOnly: true },
      { to: paths.admin.jobs, label: 'Tareas en segundo plano', Icon: ListChecks, adminOnly: true },
    ],
  },
]

/** The sections a user with these roles may open. */
export function visibleAdminNav(isAdministrator: boolean) {
  return adminNav
    .map((group) => ({ ...group, items: group.items.filter((item) => isAdministrator || !item.adminOnly) }))
    .filter((group) => group.items.length > 0)
}
