import type { OrderAddress } from '@storefront/contracts';
import type { ContentLanguage } from '../../../lib/language.ts';
import { INVOICE_LABELS } from './invoice-labels.ts';
import { addressLines, CONTENT_WIDTH, GREY, INK, InvoiceWriter } from './invoice-pdf.ts';

/** One order as the packer needs it: who, where, when, what and how many; no prices. */
export interface PackingSlip {
  orderNumber: string;
  shippingMethod: string | null;
  deliverySlot: { date: string; startTime: string; endTime: string } | null;
  shippingAddress: OrderAddress | null;
  orderNotes: string | null;
  lines: { productName: string; sku: string; quantity: number }[];
}

const COLUMNS = { item: 300, sku: 120, quantity: 50 };

function writeSlip(writer: InvoiceWriter, slip: PackingSlip, language: ContentLanguage) {
  const labels = INVOICE_LABELS[language];
  writer.text(labels.packingSlip, { font: 'bold', size: 20 });
  writer.text(slip.orderNumber, { font: 'bold', size: 20, align: 'end' });
  writer.y += 30;
  const slot =
    slip.deliverySlot && `${slip.deliverySlot.date} ${slip.deliverySlot.startTime}–${slip.deliverySlot.endTime}`;
  for (const [label, value] of [
    [labels.deliverySlot, slot],
    [labels.shipping, slip.shippingMethod],
  ] as const) {
    if (!value) continue;
    writer.text(label, { size: 10, color: GREY, width: 110 });
    writer.text(value, { size: 11, font: 'bold', offset: 115, width: CONTENT_WIDTH - 115 });
    writer.y += 16;
  }
  if (slip.shippingAddress) {
    writer.y += 8;
    writer.text(labels.shipTo, { font: 'bold', size: 10 });
    writer.y += 15;
    for (const line of addressLines(slip.shippingAddress, labels)) {
      writer.text(line, { size: 11 });
      writer.y += 15;
    }
  }
  writer.y += 12;
  const header = () => {
    writer.rule(INK);
    writer.y += 6;
    writer.text(labels.item, { font: 'bold', size: 9, offset: 4, width: COLUMNS.item - 8 });
    writer.text(labels.sku, { font: 'bold', size: 9, offset: COLUMNS.item + 4, width: COLUMNS.sku - 8 });
    writer.text(labels.quantity, {
      font: 'bold',
      size: 9,
      offset: COLUMNS.item + COLUMNS.sku + 4,
      width: COLUMNS.quantity - 8,
      align: 'end',
    });
    writer.text(labels.packed, { font: 'bold', size: 9, align: 'end' });
    writer.y += 16;
    writer.rule(INK);
    writer.y += 6;
  };
  header();
  for (const line of slip.lines) {
    const nameLines = writer.wrap(line.productName, COLUMNS.item - 8, 'regular', 10);
    const height = nameLines.length * 14 + 8;
    if (writer.ensureRoom(height)) header();
    const top = writer.y;
    nameLines.forEach((text, index) =>
      writer.text(text, { size: 10, offset: 4, width: COLUMNS.item - 8, y: top + index * 14 }),
    );
    writer.text(line.sku, { size: 10, offset: COLUMNS.item + 4, width: COLUMNS.sku - 8 });
    writer.text(String(line.quantity), {
      font: 'bold',
      size: 11,
      offset: COLUMNS.item + COLUMNS.sku + 4,
      width: COLUMNS.quantity - 8,
      align: 'end',
    });
    // An empty box the packer ticks by hand, at the row's reading end.
    const boxSize = 10;
    const boxX =
      language === 'ar'
        ? writer.doc.page.margins.left + 12
        : writer.doc.page.width - writer.doc.page.margins.right - 22;
    writer.doc
      .rect(boxX, top + 1, boxSize, boxSize)
      .lineWidth(0.8)
      .strokeColor(INK)
      .stroke();
    writer.y = top + height;
    writer.rule();
    writer.y += 6;
  }
  if (slip.orderNotes) {
    writer.y += 8;
    writer.ensureRoom(30);
    writer.text(labels.notes, { font: 'bold', size: 10 });
    writer.y += 14;
    for (const text of writer.wrap(slip.orderNotes, CONTENT_WIDTH, 'regular', 10)) {
      writer.ensureRoom(14);
      writer.text(text, { size: 10 });
      writer.y += 14;
    }
  }
}

/** A day's packing slips as one PDF, one order per page (more when its lines run over), Arabic shaped. */
export function renderPackingSlipsPdf(date: string, slips: PackingSlip[], language: ContentLanguage): Promise<Buffer> {
  const writer = new InvoiceWriter(language);
  writer.doc.info.Title = INVOICE_LABELS[language].slipsOf.replace('{date}', date);
  if (slips.length === 0) writer.text(INVOICE_LABELS[language].noSlips, { size: 12 });
  slips.forEach((slip, index) => {
    if (index > 0) {
      writer.doc.addPage();
      writer.y = writer.doc.page.margins.top;
    }
    writeSlip(writer, slip, language);
  });
  return writer.finish();
}
