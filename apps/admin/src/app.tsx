import { RouterProvider } from 'react-aria-components';
import { BrowserRouter, Route, Routes, useHref, useNavigate, type NavigateOptions } from 'react-router';
import { SessionProvider } from './session.tsx';
import { LanguageProvider } from './shell/language.tsx';
import { AdminShell, FirstSection } from './shell/admin-shell.tsx';
import { LoginPage } from './pages/login-page.tsx';
import { AuditPage } from './pages/audit-page.tsx';
import { AccountPage } from './pages/account-page.tsx';

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
                <Route path="/audit" element={<AuditPage />} />
                <Route path="/account" element={<AccountPage />} />
                <Route path="*" element={<FirstSection />} />
              </Route>
            </Routes>
          </SessionProvider>
        </LanguageProvider>
      </AriaRouter>
    </BrowserRouter>
  );
}
