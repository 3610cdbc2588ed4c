import { useTranslation } from '../lib/use-translation.tsx';
import type { Route } from './+types/contact';
import { PageHeading } from '../components/page-heading.tsx';
import { ContactForm } from '../features/content/components/contact-form.tsx';
import { ContactUs } from '../features/content/components/contact-us.tsx';
import { canonicalUrl, publicPageMeta } from '../shell/page-meta.ts';
import { useShellData } from '../shell/use-shell-data.ts';
export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary.tsx';

const TITLE_KEY = 'ui.prisma.page.contact.title';

export const meta: Route.MetaFunction = ({ matches, loaderData }) => publicPageMeta(matches, loaderData?.seo);

export function loader({ request }: Route.LoaderArgs) {
  return {
    seo: { title: { key: TITLE_KEY }, canonicalUrl: canonicalUrl(request) },
  };
}

/** The contact-us page: the form, and beside it the shop's own contact details from the theme. */
export default function ContactPage() {
  const { t } = useTranslation();
  const { theme } = useShellData();
  return (
    <>
      <PageHeading>{t(TITLE_KEY)}</PageHeading>
      <p className="page-intro">{t('ui.prisma.contact.intro')}</p>
      <div className="contact-page">
        <ContactForm />
        <aside className="contact-page__details">
          <ContactUs theme={theme} />
        </aside>
      </div>
    </>
  );
}
