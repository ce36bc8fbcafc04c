import { matchRoutes, Navigate, useLocation, useRoutes, type RouteObject } from 'react-router'
import { NotFoundPage } from '../routes/not-found'
import { RequireAccess } from './guards'
import { noteLocation } from '../lib/after-first-paint'
import { lazyPage } from './lazy-page'
import { RootLayout } from './layouts/root-layout'
import { StoreLayout } from './layouts/store-layout'
import { paths } from '@vitrina/core/paths'
import { RouteErrorBoundary } from './route-error'
import { RouteTitleContext, type RouteHandle } from './route-title'

// The shell loads with the app; every screen is its own chunk, fetched on first visit (the server preloads
// the store pages' chunks with their HTML: apps/api modules/seo/first-paint.ts). Budget: initial JavaScript
// of / and /tienda at most 130 KB gzipped (bench/README.md).
const HomePage = lazyPage(() => import('../routes/home'), 'HomePage')
const ShopPage = lazyPage(() => import('../routes/shop'), 'ShopPage')
const ProductPage = lazyPage(() => import('../routes/product'), 'ProductPage')
const CartPage = lazyPage(() => import('../routes/cart'), 'CartPage')
const FaqsPage = lazyPage(() => import('../routes/faqs'), 'FaqsPage')
const AboutPage = lazyPage(() => import('../routes/about'), 'AboutPage')
const PoliciesPage = lazyPage(() => import('../routes/policies'), 'PoliciesPage')
const ContactPage = lazyPage(() => import('../routes/contact'), 'ContactPage')
const CheckoutPage = lazyPage(() => import('../routes/checkout'), 'CheckoutPage')
const OrderConfirmedPage = lazyPage(() => import('../routes/order-confirmed'), 'OrderConfirmedPage')
const LandingPage = lazyPage(() => import('../routes/landing'), 'LandingPage')
const LoginPage = lazyPage(() => import('../routes/login'), 'LoginPage')
const RegisterPage = lazyPage(() => import('../routes/register'), 'RegisterPage')
const ForgotPasswordPage = lazyPage(() => import('../routes/forgot-password'), 'ForgotPasswordPage')
const ResetPasswordPage = lazyPage(() => import('../routes/reset-password'), 'ResetPasswordPage')

const AccountLayout = lazyPage(() => import('./layouts/account-layout'), 'AccountLayout')
const AccountProfilePage = lazyPage(() => import('../routes/account/profile'), 'AccountProfilePage')
const AccountOrdersPage = lazyPage(() => import('../routes/account/orders'), 'AccountOrdersPage')
const AccountAddressesPage = lazyPage(() => import('../routes/account/addresses'), 'AccountAddressesPage')
const AccountWishlistPage = lazyPage(() => import('../routes/account/wishlist'), 'AccountWishlistPage')
const AccountPrivacyPage = lazyPage(() => import('../routes/account/privacy'), 'AccountPrivacyPage')

const AdminLayout = lazyPage(() => import('./layouts/admin-layout'), 'AdminLayout')
const admin = {
  dashboard: () => import('../routes/admin/dashboard'),
  products: () => import('../routes/admin/products'),
  discounts: () => import('../routes/admin/discounts'),
  futureProducts: () => import('../routes/admin/future-products'),
  categories: () => import('../routes/admin/categories'),
  searchSynonyms: () => import('../routes/admin/search-synonyms'),
  orders: () => import('../routes/admin/orders'),
  returns: () => import('../routes/admin/returns'),
  pos: () => import('../routes/admin/pos'),
  users: () => import('../routes/admin/users'),
  shipping: () => import('../routes/admin/shipping'),
  policies: () => import('../routes/admin/policies'),
  faqs: () => import('../routes/admin/faqs'),
  about: () => import('../routes/admin/about-editor'),
  messages: () => import('../routes/admin/messages'),
  settings: () => import('../routes/admin/settings'),
  fiscalProfile: () => import('../routes/admin/fiscal-profile'),
  fiscalDocuments: () => import('../routes/admin/fiscal-documents'),
  ivaReport: () => import('../routes/admin/iva-report'),
  paymentProviders: () => import('../routes/admin/payment-providers'),
  mailSettings: () => import('../routes/admin/mail-settings'),
  jobs: () => import('../routes/admin/jobs'),
  dataRequests: () => import('../routes/admin/data-requests'),
  paymentReversals: () => import('../routes/admin/payment-reversals'),
}
const AdminDashboardPage = lazyPage(admin.dashboard, 'AdminDashboardPage')
const AdminProductsPage = lazyPage(admin.products, 'AdminProductsPage')
const AdminProductNewPage = lazyPage(admin.products, 'AdminProductNewPage')
const AdminProductEditPage = lazyPage(admin.products, 'AdminProductEditPage')
const AdminDiscountsPage = lazyPage(admin.discounts, 'AdminDiscountsPage')
const AdminFutureProductsPage = lazyPage(admin.futureProducts, 'AdminFutureProductsPage')
const AdminFutureProductNewPage = lazyPage(admin.futureProducts, 'AdminFutureProductNewPage')
const AdminFutureProductEditPage = lazyPage(admin.futureProducts, 'AdminFutureProductEditPage')
const AdminCategoriesPage = lazyPage(admin.categories, 'AdminCategoriesPage')
const AdminCategoryNewPage = lazyPage(admin.categories, 'AdminCategoryNewPage')
const AdminCategoryEditPage = lazyPage(admin.categories, 'AdminCategoryEditPage')
const AdminSearchSynonymsPage = lazyPage(admin.searchSynonyms, 'AdminSearchSynonymsPage')
const AdminOrdersPage = lazyPage(admin.orders, 'AdminOrdersPage')
const AdminOrderDetailPage = lazyPage(admin.orders, 'AdminOrderDetailPage')
const AdminReturnsPage = lazyPage(admin.returns, 'AdminReturnsPage')
const AdminPosPage = lazyPage(admin.pos, 'AdminPosPage')
const AdminUsersPage = lazyPage(admin.users, 'AdminUsersPage')
const AdminJobsPage = lazyPage(admin.jobs, 'AdminJobsPage')
const AdminDataRequestsPage = lazyPage(admin.dataRequests, 'AdminDataRequestsPage')
const AdminPaymentReversalsPage = lazyPage(admin.paymentReversals, 'AdminPaymentReversalsPage')
const AdminShippingPage = lazyPage(admin.shipping, 'AdminShippingPage')
const AdminPoliciesPage = lazyPage(admin.policies, 'AdminPoliciesPage')
const AdminFaqsPage = lazyPage(admin.faqs, 'AdminFaqsPage')
const AdminAboutEditorPage = lazyPage(admin.about, 'AdminAboutEditorPage')
const AdminMessagesPage = lazyPage(admin.messages, 'AdminMessagesPage')
const AdminSettingsPage = lazyPage(admin.settings, 'AdminSettingsPage')
const AdminFiscalProfilePage = lazyPage(admin.fiscalProfile, 'AdminFiscalProfilePage')
const AdminFiscalDocumentsPage = lazyPage(admin.fiscalDocuments, 'AdminFiscalDocumentsPage')
const AdminIvaReportPage = lazyPage(admin.ivaReport, 'AdminIvaReportPage')
const AdminPaymentProvidersPage = lazyPage(admin.paymentProviders, 'AdminPaymentProvidersPage')
const AdminMailSettingsPage = lazyPage(admin.mailSettings, 'AdminMailSettingsPage')

const titled = (title: string): { handle: RouteHandle } => ({ handle: { title } })

/** Every route of docs/product/platform.md#routes; the table of contents of the app. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        // The public shell (docs/product/platform.md#routes)
        element: <StoreLayout />,
        children: [
          { path: paths.home, element: <HomePage /> },
          { path: paths.shop, element: <ShopPage />, ...titled('Tienda') },
          { path: paths.product, element: <ProductPage />, ...titled('Producto') },
          { path: paths.cart, element: <CartPage />, ...titled('Carrito') },
          { path: paths.faqs, element: <FaqsPage />, ...titled('Preguntas Frecuentes') },
          { path: paths.about, element: <AboutPage />, ...titled('Sobre Nosotros') },
          { path: paths.policies, element: <PoliciesPage />, ...titled('Nuestras Políticas') },
          { path: paths.contact, element: <ContactPage />, ...titled('Contacto') },
          {
            // docs/product/checkout-and-payments.md#checkout and docs/product/account.md#account-area: login
            // required, otherwise /login
            element: <RequireAccess access="authenticated" />,
            children: [
              { path: paths.checkout, element: <CheckoutPage />, ...titled('Finalizar Compra') },
              { path: paths.orderConfirmed, element: <OrderConfirmedPage />, ...titled('Pedido Confirmado') },
              {
                path: paths.account.root,
                element: <AccountLayout />,
                children: [
                  { index: true, element: <Navigate to={paths.account.profile} replace /> },
                  { path: paths.account.profile, element: <AccountProfilePage />, ...titled('Mi Cuenta') },
                  { path: paths.account.orders, element: <AccountOrdersPage />, ...titled('Mis Pedidos') },
                  {
                    path: paths.account.addresses,
                    element: <AccountAddressesPage />,
                    ...titled('Mis Direcciones'),
                  },
                  {
                    path: paths.account.wishlist,
                    element: <AccountWishlistPage />,
                    ...titled('Lista de Deseos'),
                  },
                  {
                    path: paths.account.privacy,
                    element: <AccountPrivacyPage />,
                    ...titled('Mis datos y privacidad'),
                  },
                ],
              },
            ],
          },
          { path: '*', element: <NotFoundPage />, ...titled('Página no encontrada') },
        ],
      },
      // Standalone routes (docs/product/platform.md#routes)
      { path: paths.landing, element: <LandingPage /> },
      {
        // Auth screens are private too: no ads or analytics (docs/product/platform.md#privacy, app/privacy.ts).
        children: [
          { path: paths.login, element: <LoginPage />, ...titled('Iniciar Sesión') },
          { path: paths.register, element: <RegisterPage />, ...titled('Crear Cuenta') },
          { path: paths.forgotPassword, element: <ForgotPasswordPage />, ...titled('Recuperar Contraseña') },
          { path: paths.resetPassword, element: <ResetPasswordPage />, ...titled('Restablecer Contraseña') },
          {
            path: paths.resetPasswordWithoutToken,
            element: <ResetPasswordPage />,
            ...titled('Restablecer Contraseña'),
          },
        ],
      },
      {
        // Staff only, otherwise /login replacing history (docs/product/back-office.md#admin-shell)
        path: paths.admin.root,
        element: <RequireAccess access="staff" />,
        children: [
          {
            element: <AdminLayout />,
            children: [
              { index: true, element: <AdminDashboardPage />, ...titled('Panel de Control') },
              { path: paths.admin.products, element: <AdminProductsPage />, ...titled('Productos') },
              { path: paths.admin.productNew, element: <AdminProductNewPage />, ...titled('Nuevo Producto') },
              {
                path: paths.admin.productEdit,
                element: <AdminProductEditPage />,
                ...titled('Editar Producto'),
              },
              { path: paths.admin.discounts, element: <AdminDiscountsPage />, ...titled('Descuentos') },
              {
                path: paths.admin.futureProducts,
                element: <AdminFutureProductsPage />,
                ...titled('Productos Futuros'),
              },
              {
                path: paths.admin.futureProductNew,
                element: <AdminFutureProductNewPage />,
                ...titled('Nuevo Producto Futuro'),
              },
              {
                path: paths.admin.futureProductEdit,
                element: <AdminFutureProductEditPage />,
                ...titled('Editar Producto Futuro'),
              },
              { path: paths.admin.categories, element: <AdminCategoriesPage />, ...titled('Categorías') },
              {
                path: paths.admin.categoryNew,
                element: <AdminCategoryNewPage />,
                ...titled('Nueva Categoría'),
              },
              {
                path: paths.admin.categoryEdit,
                element: <AdminCategoryEditPage />,
                ...titled('Editar Categoría'),
              },
              {
                path: paths.admin.searchSynonyms,
                element: <AdminSearchSynonymsPage />,
                ...titled('Sinónimos de búsqueda'),
              },
              { path: paths.admin.orders, element: <AdminOrdersPage />, ...titled('Pedidos') },
              { path: paths.admin.orderDetail, element: <AdminOrderDetailPage />, ...titled('Pedido') },
              { path: paths.admin.returns, element: <AdminReturnsPage />, ...titled('Devoluciones') },
              { path: paths.admin.pos, element: <AdminPosPage />, ...titled('Punto de Venta') },
              {
                path: paths.admin.shipping,
                element: <AdminShippingPage />,
                ...titled('Envíos'),
              },
              { path: paths.admin.policies, element: <AdminPoliciesPage />, ...titled('Políticas') },
              { path: paths.admin.faqs, element: <AdminFaqsPage />, ...titled('Preguntas Frecuentes') },
              {
                path: paths.admin.about,
                element: <AdminAboutEditorPage />,
                ...titled('Editar Sobre Nosotros'),
              },
              { path: paths.admin.messages, element: <AdminMessagesPage />, ...titled('Mensajes') },
              {
                path: paths.admin.fiscalDocuments,
                element: <AdminFiscalDocumentsPage />,
                ...titled('Documentos electrónicos'),
              },
              {
                path: paths.admin.dataRequests,
                element: <AdminDataRequestsPage />,
                ...titled('Solicitudes de datos'),
              },
              {
                path: paths.admin.paymentReversals,
                element: <AdminPaymentReversalsPage />,
                ...titled('Reversiones de pago'),
              },
              {
                // Users, store settings, the fiscal profile, the IVA report, payments, e-mail and background jobs are for Administrador only (docs/product/auth.md#roles).
                element: <RequireAccess access="admin" redirectTo={paths.admin.root} />,
                children: [
                  { path: paths.admin.users, element: <AdminUsersPage />, ...titled('Usuarios') },
                  { path: paths.admin.settings, element: <AdminSettingsPage />, ...titled('Configuración') },
                  {
                    path: paths.admin.fiscalProfile,
                    element: <AdminFiscalProfilePage />,
                    ...titled('Perfil fiscal'),
                  },
                  {
                    path: paths.admin.ivaReport,
                    element: <AdminIvaReportPage />,
                    ...titled('Informe de IVA'),
                  },
                  {
                    path: paths.admin.paymentProviders,
                    element: <AdminPaymentProvidersPage />,
                    ...titled('Medios de pago'),
                  },
                  { path: paths.admin.mailSettings, element: <AdminMailSettingsPage />, ...titled('Correo') },
                  {
                    path: paths.admin.jobs,
                    element: <AdminJobsPage />,
                    ...titled('Tareas en segundo plano'),
                  },
                ],
              },
              { path: '*', element: <NotFoundPage />, ...titled('Página no encontrada') },
            ],
          },
        ],
      },
    ],
  },
]

/**
 * The app at the router's location: the matched screens, the title their routes declare, and the last line
 * of defence when one of them fails.
 */
export function AppRoutes() {
  const location = useLocation()
  noteLocation(location.key)
  const title = matchRoutes(routes, location)
    ?.map((match) => (match.route.handle as RouteHandle | undefined)?.title)
    .findLast(Boolean)
  const screens = useRoutes(routes, location)
  return (
    <RouteErrorBoundary location={location}>
      <RouteTitleContext value={title}>{screens}</RouteTitleContext>
    </RouteErrorBoundary>
  )
}
