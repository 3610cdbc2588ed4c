import type { ThemeConfig } from '@storefront/contracts';
import type { ContentLanguage } from '../../../lib/language.ts';
import type { OrdersService } from '../orders.service.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';

export interface OrderInvoicesDependencies {
  orders: Pick<OrdersService, 'getOrder' | 'listItems'>;
  /** The theme in a language: the shop's name and contact details head the invoice. */
  theme(language: ContentLanguage): Pick<ThemeConfig, 'metadata_title' | 'address' | 'phone' | 'email'>;
}

/** Invoices of the caller's own orders (404 for anyone else's, as for the order itself). */
export function createOrderInvoices({ orders, theme }: OrderInvoicesDependencies) {
  return {
    async render(
      customerId: string,
      orderId: number,
      language: ContentLanguage,
    ): Promise<{ pdf: Buffer; fileName: string }> {
      const [order, items] = [
        await orders.getOrder(customerId, orderId, language),
        await orders.listItems(customerId, orderId, language),
      ];
      const shop = theme(language);
      const pdf = await renderInvoicePdf({
        order,
        items,
        shop: { name: shop.metadata_title, address: shop.address, phone: shop.phone, email: shop.email },
        language,
      });
      return { pdf, fileName: `invoice-${order.orderNumber}.pdf` };
    },
  };
}
export type OrderInvoices = ReturnType<typeof createOrderInvoices>;
