import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { formatAmount, type Order, type OrderAddress, type OrderItem } from '@storefront/contracts';
import type { ContentLanguage } from '../../../lib/language.ts';
import { isolateLtr, visualRuns } from './bidi-runs.ts';
import { INVOICE_LABELS, type InvoiceLabels } from './invoice-labels.ts';

/** Who issues the invoice, from the theme. */
export interface InvoiceShop {
  name: string;
  address: string | null;
  phone: string | null;
  email: string | null;
}

export interface InvoiceContent {
  order: Order;
  items: OrderItem[];
  shop: InvoiceShop;
  language: ContentLanguage;
}

// IBM Plex Sans Arabic covers Latin and Arabic in one face, and draws each Arabic letter form as one
// glyph (no separate dot marks), so text copied out of the PDF reads back as the letters it shows.
const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: '@expo-google-fonts/ibm-plex-sans-arabic/400Regular/IBMPlexSansArabic_400Regular.ttf',
  bold: '@expo-google-fonts/ibm-plex-sans-arabic/700Bold/IBMPlexSansArabic_700Bold.ttf',
} as const;
type FontName = keyof typeof FONT_FILES;
let fonts: Record<FontName, Buffer> | undefined;
const loadFonts = () =>
  (fonts ??= {
    regular: readFileSync(require.resolve(FONT_FILES.regular)),
    bold: readFileSync(require.resolve(FONT_FILES.bold)),
  });

/**
 * pdfkit lays text out word by word (for its cache), which would put the words of an Arabic run
 * left to right; any `features` option makes it shape the whole run at once, which fontkit then
 * orders right to left.
 */
const WHOLE_RUN = { lineBreak: false, features: [] as PDFKit.Mixins.OpenTypeFeatures[] };

export const PAGE = { width: 595.28, height: 841.89, margin: 40 };
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
export const GREY = '#5a6475';
export const INK = '#1c2330';

/** Table columns, left to right as an English invoice reads; mirrored for Arabic. */
const COLUMNS = [
  { key: 'item', width: 215, numeric: false },
  { key: 'sku', width: 90, numeric: false },
  { key: 'quantity', width: 40, numeric: true },
  { key: 'unitPrice', width: 85, numeric: true },
  { key: 'lineTotal', width: 85, numeric: true },
] as const;
type ColumnKey = (typeof COLUMNS)[number]['key'];

type Align = 'start' | 'end' | 'center';

/** Lays out one invoice on A4 pages, right to left for Arabic. */
export class InvoiceWriter {
  readonly doc: PDFKit.PDFDocument;
  private readonly rtl: boolean;
  y = PAGE.margin;

  private readonly pdf: Promise<Buffer>;

  constructor(private readonly language: ContentLanguage) {
    this.rtl = language === 'ar';
    this.doc = new PDFDocument({ size: 'A4', margin: PAGE.margin, lang: language, displayTitle: true, info: {} });
    const loaded = loadFonts();
    for (const name of Object.keys(FONT_FILES) as FontName[]) this.doc.registerFont(name, loaded[name]);
    const chunks: Buffer[] = [];
    this.pdf = new Promise<Buffer>((resolve, reject) => {
      this.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      this.doc.on('end', () => resolve(Buffer.concat(chunks)));
      this.doc.on('error', reject);
    });
  }

  /** Ends the document: the whole PDF. */
  finish(): Promise<Buffer> {
    this.doc.end();
    return this.pdf;
  }

  /** Draws one line of logical text in a box `width` wide starting `offset` from the reading edge. */
  text(
    value: string,
    options: {
      font?: FontName;
      size?: number;
      color?: string;
      offset?: number;
      width?: number;
      align?: Align;
      y?: number;
    } = {},
  ) {
    const { font = 'regular', size = 10, color = INK, offset = 0, width = CONTENT_WIDTH, align = 'start' } = options;
    const doc = this.doc.font(font).fontSize(size).fillColor(color);
    const runs = visualRuns(value, this.rtl ? 'rtl' : 'ltr');
    const widths = runs.map((run) => doc.widthOfString(run, WHOLE_RUN));
    const total = widths.reduce((sum, width) => sum + width, 0);
    const boxLeft = this.rtl ? PAGE.margin + CONTENT_WIDTH - offset - width : PAGE.margin + offset;
    const towardsRight = align === 'center' ? null : (align === 'end') !== this.rtl;
    let x = towardsRight === null ? boxLeft + (width - total) / 2 : towardsRight ? boxLeft + width - total : boxLeft;
    runs.forEach((run, index) => {
      doc.text(run, x, options.y ?? this.y, WHOLE_RUN);
      x += widths[index]!;
    });
  }

  /** Splits logical text into lines that fit `width` at this font and size, breaking between words. */
  wrap(value: string, width: number, font: FontName = 'regular', size = 10): string[] {
    const doc = this.doc.font(font).fontSize(size);
    const lines: string[] = [];
    for (const word of value.split(/\s+/).filter(Boolean)) {
      const last = lines.at(-1);
      if (last !== undefined && doc.widthOfString(`${last} ${word}`, WHOLE_RUN) <= width)
        lines[lines.length - 1] = `${last} ${word}`;
      else lines.push(word);
    }
    return lines;
  }

  /** Starts a new page when fewer than `needed` points are left. */
  ensureRoom(needed: number) {
    if (this.y + needed <= PAGE.height - PAGE.margin) return false;
    this.doc.addPage();
    this.y = PAGE.margin;
    return true;
  }

  rule(color = '#d5d9e0') {
    this.doc
      .moveTo(PAGE.margin, this.y)
      .lineTo(PAGE.margin + CONTENT_WIDTH, this.y)
      .lineWidth(0.7)
      .strokeColor(color)
      .stroke();
  }
}

export function addressLines(address: OrderAddress, labels: InvoiceLabels): string[] {
  const part = (label: string, value: string | null) => (value ? `${label} ${value}` : null);
  const street = [
    part(labels.address.block, address.block),
    address.street,
    part(labels.address.avenue, address.avenue),
  ];
  const building = [
    part(labels.address.building, address.building),
    part(labels.address.floor, address.floor),
    part(labels.address.apartment, address.apartment),
  ];
  return [
    `${address.firstName} ${address.lastName}`,
    street.filter(Boolean).join(labels.separator),
    building.filter(Boolean).join(labels.separator),
    [address.areaName, address.stateName, address.countryName].filter(Boolean).join(labels.separator),
    isolateLtr(address.phone),
  ].filter((line) => line.trim() !== '');
}

function writeHeader(writer: InvoiceWriter, { order, shop, language }: InvoiceContent, labels: InvoiceLabels) {
  writer.text(shop.name, { font: 'bold', size: 18, width: CONTENT_WIDTH - 130 });
  writer.text(labels.invoice, { font: 'bold', size: 22, align: 'end' });
  writer.y += 26;
  for (const line of [shop.address, shop.phone && isolateLtr(shop.phone), shop.email].filter((value): value is string =>
    Boolean(value),
  )) {
    writer.text(line, { size: 9, color: GREY });
    writer.y += 13;
  }
  writer.y += 10;
  const date = new Intl.DateTimeFormat(language === 'ar' ? 'ar-KW-u-nu-latn' : 'en-GB', {
    timeZone: 'Asia/Kuwait',
    dateStyle: 'long',
    timeStyle: 'short',
  });
  const facts: [string, string | null][] = [
    [labels.orderNumber, order.orderNumber],
    [labels.date, date.format(new Date(order.createdAt))],
    [labels.status, labels.statuses[order.status]],
    [labels.payment, order.paymentMethod?.name ?? null],
    [labels.shipping, order.shippingMethod?.name ?? null],
    [
      labels.deliverySlot,
      order.deliverySlot
        ? `${order.deliverySlot.date} ${order.deliverySlot.startTime}–${order.deliverySlot.endTime}`
        : null,
    ],
  ];
  for (const [label, value] of facts) {
    if (value === null) continue;
    writer.text(label, { size: 10, color: GREY, width: 110 });
    writer.text(value, { size: 10, offset: 115, width: CONTENT_WIDTH - 115 });
    writer.y += 15;
  }
}

function writeAddresses(writer: InvoiceWriter, { order }: InvoiceContent, labels: InvoiceLabels) {
  writer.y += 12;
  const half = CONTENT_WIDTH / 2;
  const blocks = [
    { title: labels.billTo, address: order.billingAddress, offset: 0 },
    { title: labels.shipTo, address: order.shippingAddress, offset: half },
  ];
  const top = writer.y;
  let bottom = top;
  for (const { title, address, offset } of blocks) {
    if (!address) continue;
    let y = top;
    writer.text(title, { font: 'bold', size: 10, offset, width: half - 10, y });
    y += 15;
    for (const line of addressLines(address, labels)) {
      writer.text(line, { size: 9, offset, width: half - 10, y });
      y += 13;
    }
    bottom = Math.max(bottom, y);
  }
  writer.y = bottom + 14;
}

function writeTableHeader(writer: InvoiceWriter, labels: InvoiceLabels) {
  writer.rule(INK);
  writer.y += 6;
  let offset = 0;
  for (const column of COLUMNS) {
    writer.text(labels[column.key], {
      font: 'bold',
      size: 9,
      offset: offset + 4,
      width: column.width - 8,
      align: column.numeric ? 'end' : 'start',
    });
    offset += column.width;
  }
  writer.y += 16;
  writer.rule(INK);
  writer.y += 6;
}

function writeItems(writer: InvoiceWriter, { items, language }: InvoiceContent, labels: InvoiceLabels) {
  writeTableHeader(writer, labels);
  for (const item of items) {
    const nameLines = writer.wrap(item.productName, COLUMNS[0].width - 8);
    const notes = item.itemNotes ? writer.wrap(item.itemNotes, COLUMNS[0].width - 8, 'regular', 8) : [];
    const height = nameLines.length * 13 + notes.length * 11 + 8;
    if (writer.ensureRoom(height)) writeTableHeader(writer, labels);
    const cells: Record<Exclude<ColumnKey, 'item'>, string> = {
      sku: item.sku,
      quantity: String(item.quantity),
      unitPrice: formatAmount(item.unitPrice, language),
      lineTotal: formatAmount(item.lineTotal, language),
    };
    let offset = COLUMNS[0].width;
    for (const column of COLUMNS.slice(1)) {
      writer.text(cells[column.key as keyof typeof cells], {
        size: 9,
        offset: offset + 4,
        width: column.width - 8,
        align: column.numeric ? 'end' : 'start',
      });
      offset += column.width;
    }
    const top = writer.y;
    nameLines.forEach((line, index) =>
      writer.text(line, { size: 9, offset: 4, width: COLUMNS[0].width - 8, y: top + index * 13 }),
    );
    notes.forEach((line, index) =>
      writer.text(line, {
        size: 8,
        color: GREY,
        offset: 4,
        width: COLUMNS[0].width - 8,
        y: top + nameLines.length * 13 + index * 11,
      }),
    );
    writer.y = top + height;
    writer.rule();
    writer.y += 6;
  }
}

function writeTotals(writer: InvoiceWriter, { order, language }: InvoiceContent, labels: InvoiceLabels) {
  writer.ensureRoom(100);
  writer.y += 6;
  const discountLabel = order.promoCode ? `${labels.discount} (${order.promoCode})` : labels.discount;
  const rows: [string, number, boolean][] = [
    [labels.subTotal, order.subTotal, false],
    ...(order.discount > 0 ? [[discountLabel, -order.discount, false] as [string, number, boolean]] : []),
    [labels.shippingFee, order.shippingAmount, false],
    [labels.total, order.total, true],
  ];
  const labelOffset = CONTENT_WIDTH - 260;
  for (const [label, amount, strong] of rows) {
    const font: FontName = strong ? 'bold' : 'regular';
    const shown = amount < 0 ? `- ${formatAmount(-amount, language)}` : formatAmount(amount, language);
    writer.text(label, { font, size: strong ? 12 : 10, offset: labelOffset, width: 150 });
    writer.text(shown, { font, size: strong ? 12 : 10, offset: labelOffset + 150, width: 110, align: 'end' });
    writer.y += strong ? 20 : 16;
  }
  if (order.orderNotes) {
    writer.y += 8;
    writer.text(labels.notes, { font: 'bold', size: 9 });
    writer.y += 13;
    for (const line of writer.wrap(order.orderNotes, CONTENT_WIDTH, 'regular', 9)) {
      writer.ensureRoom(13);
      writer.text(line, { size: 9 });
      writer.y += 13;
    }
  }
  writer.y += 20;
  writer.text(labels.thanks, { size: 10, color: GREY, align: 'center' });
}

/** The order's invoice as a PDF, every word in the invoice's language, Arabic shaped and ordered right to left. */
export function renderInvoicePdf(content: InvoiceContent): Promise<Buffer> {
  const labels = INVOICE_LABELS[content.language];
  const writer = new InvoiceWriter(content.language);
  writer.doc.info.Title = `${labels.invoice} ${content.order.orderNumber}`;
  writer.doc.info.Author = content.shop.name;
  writeHeader(writer, content, labels);
  writeAddresses(writer, content, labels);
  writeItems(writer, content, labels);
  writeTotals(writer, content, labels);
  return writer.finish();
}
