import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation.tsx';
import { formatPrice, type PriceFormat } from '@storefront/contracts';

/** The shop's price_format (SPEC §3), provided once by the shell for every price on the page. */
const PriceFormatContext = createContext<PriceFormat>('standard-format');

export function PriceFormatProvider({ format, children }: { format: PriceFormat; children: ReactNode }) {
  return <PriceFormatContext.Provider value={format}>{children}</PriceFormatContext.Provider>;
}

/**
 * Formats integer thousandths as SPEC §5 says (null → nothing, 0 → "0"), with the shop's
 * decimals and the translated currency label (ui.prisma.price.currency).
 */
export function useFormatPrice(): (thousandths: number | null | undefined) => string {
  const format = useContext(PriceFormatContext);
  const { t, i18n } = useTranslation();
  const currency = t('ui.prisma.price.currency');
  const locale = i18n.language;
  return useCallback(
    (thousandths) => formatPrice(thousandths, { format, currency, locale }),
    [format, currency, locale],
  );
}

/** A price as text; `bdi` keeps "12.500 KD" in one piece inside Arabic sentences. */
export function Price({ amount, className }: { amount: number | null | undefined; className?: string }) {
  const formatPrice = useFormatPrice();
  const text = formatPrice(amount);
  if (text === '') return null;
  return <bdi className={className}>{text}</bdi>;
}
