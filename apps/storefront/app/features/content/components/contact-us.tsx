import { Mail, MapPin, MessageCircle, Phone, Smartphone, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { ThemeConfig } from '@storefront/contracts';

interface ContactLine {
  kind: 'whatsapp' | 'phone' | 'mobile' | 'email' | 'address';
  labelKey: string;
  Icon: LucideIcon;
  /** What is shown; null shows the translated kind instead (the WhatsApp link). */
  text: string | null;
  /** Numbers and e-mail addresses read left to right even in Arabic; an address follows its own script. */
  textDir: 'ltr' | 'auto';
  href: string | null;
}

/** Phone numbers as dialable tel: links: digits and a leading + only. */
const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;

function contactLines(theme: ThemeConfig): ContactLine[] {
  const lines: (ContactLine | null)[] = [
    theme.whatsapp_url
      ? {
          kind: 'whatsapp',
          labelKey: 'ui.prisma.footer.contact.whatsapp',
          Icon: MessageCircle,
          text: null,
          textDir: 'auto',
          href: theme.whatsapp_url,
        }
      : null,
    theme.phone
      ? {
          kind: 'phone',
          labelKey: 'ui.prisma.footer.contact.phone',
          Icon: Phone,
          text: theme.phone,
          textDir: 'ltr',
          href: telHref(theme.phone),
        }
      : null,
    theme.mobile
      ? {
          kind: 'mobile',
          labelKey: 'ui.prisma.footer.contact.mobile',
          Icon: Smartphone,
          text: theme.mobile,
          textDir: 'ltr',
          href: telHref(theme.mobile),
        }
      : null,
    theme.email
      ? {
          kind: 'email',
          labelKey: 'ui.prisma.footer.contact.email',
          Icon: Mail,
          text: theme.email,
          textDir: 'ltr',
          href: `mailto:${theme.email}`,
        }
      : null,
    theme.address
      ? {
          kind: 'address',
          labelKey: 'ui.prisma.footer.contact.address',
          Icon: MapPin,
          text: theme.address,
          textDir: 'auto',
          href: null,
        }
      : null,
  ];
  return lines.filter((line) => line !== null);
}

/** SPEC §2 contact-us block: whatsapp, phone, mobile, email and address, those the theme has. */
export function ContactUs({ theme }: { theme: ThemeConfig }) {
  const { t } = useTranslation();
  const headingId = useId();
  const lines = contactLines(theme);
  if (lines.length === 0) return null;
  return (
    <section className="footer-column" aria-labelledby={headingId}>
      <h2 id={headingId} className="footer-column__title">
        {t('ui.prisma.footer.contactUs')}
      </h2>
      <ul className="contact-list">
        {lines.map(({ kind, labelKey, Icon, text, textDir, href }) => {
          const label = t(labelKey);
          const content = (
            <>
              <Icon aria-hidden="true" size={18} />
              {text === null ? (
                label
              ) : (
                <>
                  <span className="visually-hidden">{label}: </span>
                  <bdi dir={textDir}>{text}</bdi>
                </>
              )}
            </>
          );
          return (
            <li key={kind} className="contact-list__item">
              {href ? (
                <a href={href} {...(href.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                  {content}
                </a>
              ) : (
                content
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
