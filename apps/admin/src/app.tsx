import { RouterProvider } from 'react-aria-components';
import { BrowserRouter, Route, Routes, useHref, useNavigate, type NavigateOptions } from 'react-router';
import { SessionProvider } from './session.tsx';
import { LanguageProvider } from './shell/language.tsx';
import { AdminShell, FirstSection } from './shell/admin-shell.tsx';
import { LoginPage } from './pages/login-page.tsx';
import { AuditPage } from './pages/audit-page.tsx';
import { ProductsPage } from './pages/products-page.tsx';
import { ProductEditorPage } from './pages/product-editor-page.tsx';
import { AccountPage } from './pages/account-page.tsx';
import { CategoriesPage } from './pages/categories-page.tsx';
import { BrandsPage } from './pages/brands-page.tsx';
import { StockPage } from './pages/stock-page.tsx';
import { ImportExportPage } from './pages/import-export-page.tsx';
import { StaffPage } from './pages/staff-page.tsx';
import { OrdersPage } from './pages/orders-page.tsx';
import { OrderPage } from './pages/order-page.tsx';
import { CustomerPage, CustomersPage } from './pages/customers-page.tsx';
import { StaticPageEditorPage, StaticPagesPage } from './pages/static-pages-page.tsx';
import { HomeListPage, HomeListsPage } from './pages/home-lists-page.tsx';
import { TranslationsPage } from './pages/translations-page.tsx';
import { DeliverySlotsPage } from './pages/delivery-slots-page.tsx';
import { PromoEditorPage, PromotionsPage, PromoUsesPage } from './pages/promotions-page.tsx';
import { ShippingMethodsPage } from './pages/shipping-methods-page.tsx';
import { ThemePage } from './pages/theme-page.tsx';
import { DashboardPage } from './pages/dashboard-page.tsx';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/** React Aria's links and buttons navigate through React Router (client-side, under /admin). */
function AriaRouter({ children }: { children: React.ReactNode }) {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useHref}>
      {children}
    </RouterProvider>
  );
}

export function App() {
  return (
    <BrowserRouter basename="/admin">
      <AriaRouter>
        <LanguageProvider>
          <SessionProvider>
            <Routes>
              <Route path="/login" element={<LoginPage />} />
              <Route element={<AdminShell />}>
                <Route index element={<FirstSection />} />
                <Route path="/products" element={<ProductsPage />} />
                <Route path="/products/new" element={<ProductEditorPage />} />
                <Route path="/products/:id" element={<ProductEditorPage />} />
                <Route path="/categories" element={<CategoriesPage />} />
                <Route path="/brands" element={<BrandsPage />} />
                <Route path="/stock" element={<StockPage />} />
                <Route path="/import-export" element={<ImportExportPage />} />
                <Route path="/audit" element={<AuditPage />} />
                <Route path="/staff" element={<StaffPage />} />
                <Route path="/account" element={<AccountPage />} />
                <Route path="/orders" element={<OrdersPage />} />
                <Route path="/orders/:id" element={<OrderPage />} />
                <Route path="/customers" element={<CustomersPage />} />
                <Route path="/customers/:id" element={<CustomerPage />} />
                <Route path="/pages" element={<StaticPagesPage />} />
                <Route path="/pages/:id" element={<StaticPageEditorPage />} />
                <Route path="/home-lists" element={<HomeListsPage />} />
                <Route path="/home-lists/:id" element={<HomeListPage />} />
                <Route path="/translations" element={<TranslationsPage />} />
                <Route path="/delivery-slots" element={<DeliverySlotsPage />} />
                <Route path="/promotions" element={<PromotionsPage />} />
                <Route path="/promotions/new" element={<PromoEditorPage />} />
                <Route path="/promotions/:id" element={<PromoEditorPage />} />
                <Route path="/promotions/:id/uses" element={<PromoUsesPage />} />
                <Route path="/shipping-methods" element={<ShippingMethodsPage />} />
                <Route path="/theme" element={<ThemePage />} />
                <Route path="/dashboard" element={<DashboardPage />} />
                <Route path="*" element={<FirstSection />} />
              </Route>
            </Routes>
          </SessionProvider>
        </LanguageProvider>
      </AriaRouter>
    </BrowserRouter>
  );
}
