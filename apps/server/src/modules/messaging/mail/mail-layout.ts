import { readableTextColor } from '@storefront/contracts';
import type { ContentLanguage } from '../../../lib/language.ts';
import type { Translate } from './translate.ts';

/** What an e-mail shows of the shop: its name, its logo (an absolute URL) and its primary colour. */
export interface MailBrand {
  shopName: string;
  logoUrl: string | null;
  color: string;
}

/** One block of an e-mail, written once for both parts: HTML and plain text. */
export type MailBlock =
  | { kind: 'paragraph'; text: string; muted?: boolean }
  | { kind: 'button'; label: string; url: string }
  /** Label and value side by side; a value is kept on one line (an amount) unless it is `prose`. */
  | { kind: 'table'; rows: Array<{ label: string; value: string; strong?: boolean; prose?: boolean }> };

export interface MailContent {
  subject: string;
  heading: string;
  blocks: MailBlock[];
}

const FONT = "font-family:Tahoma,'Segoe UI',Arial,sans-serif";
const TEXT = '#1f2937';
const MUTED = '#6b7280';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`).replace(/\n/g, '<br>');

/**
 * The HTML part: a 600 px table layout with inline styles, as mail programs render no style sheets
 * or flexbox reliably. Direction comes from `dir` on the document and the outer tables (Arabic is
 * right-to-left), so the styles name no side: `text-align:start`, equal paddings on both sides.
 */
function toHtml(content: MailContent, brand: MailBrand, language: ContentLanguage, t: Translate): string {
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const onColor = readableTextColor(brand.color);
  const block = (item: MailBlock): string => {
    if (item.kind === 'paragraph')
      return `<p style="margin:0 0 16px;${item.muted ? `color:${MUTED};font-size:13px` : ''}">${escapeHtml(item.text)}</p>`;
    if (item.kind === 'button')
      return (
        `<p style="margin:24px 0"><a href="${escapeHtml(item.url)}" style="display:inline-block;padding:12px 24px;` +
        `border-radius:6px;background:${brand.color};color:${onColor};font-weight:bold;text-decoration:none">` +
        `${escapeHtml(item.label)}</a></p>` +
        `<p style="margin:0 0 16px;color:${MUTED};font-size:12px">${escapeHtml(t('footer.linkFallback'))}<br>` +
        `<a href="${escapeHtml(item.url)}" style="color:${MUTED};word-break:break-all">${escapeHtml(item.url)}</a></p>`
      );
    const rows = item.rows
      .map(
        (row) =>
          `<tr><td style="padding:8px 0;border-bottom:1px solid #e5e7eb;text-align:start;vertical-align:top">` +
          `${escapeHtml(row.label)}</td><td style="padding:8px 0;border-bottom:1px solid #e5e7eb;text-align:end;` +
          `vertical-align:top;${row.prose ? '' : 'white-space:nowrap;'}${row.strong ? 'font-weight:bold' : ''}"><bdi>${escapeHtml(row.value)}</bdi></td></tr>`,
      )
      .join('');
    return `<table role="presentation" dir="${dir}" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-collapse:collapse">${rows}</table>`;
  };
  const logo = brand.logoUrl
    ? `<img src="${escapeHtml(brand.logoUrl)}" alt="${escapeHtml(brand.shopName)}" height="48" style="height:48px;max-width:240px;border:0">`
    : `<span style="font-size:20px;font-weight:bold;color:${TEXT}">${escapeHtml(brand.shopName)}</span>`;
  return `<!doctype html>
<html lang="${language}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f3f4f6">
<table role="presentation" dir="${dir}" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" dir="${dir}" width="600" cellpadding="0" cellspacing="0" style="width:100%;max-width:600px;background:#ffffff;border-radius:8px;border-top:4px solid ${brand.color};${FONT};font-size:15px;line-height:1.6;color:${TEXT}">
<tr><td align="center" style="padding:24px 24px 8px">${logo}</td></tr>
<tr><td style="padding:8px 24px 16px;text-align:start">
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:${TEXT}">${escapeHtml(content.heading)}</h1>
${content.blocks.map(block).join('\n')}
</td></tr>
<tr><td style="padding:16px 24px 24px;border-top:1px solid #e5e7eb;color:${MUTED};font-size:12px;text-align:start">${escapeHtml(t('footer.sentBy', { shop: brand.shopName }))}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

/** The text part: the same blocks, a table as "label: value" lines, a button as its address. */
function toText(content: MailContent, brand: MailBrand, t: Translate): string {
  const block = (item: MailBlock): string => {
    if (item.kind === 'paragraph') return item.text;
    if (item.kind === 'button') return `${item.label}:\n${item.url}`;
    return item.rows.map((row) => `${row.label}: ${row.value}`).join('\n');
  };
  return [content.heading, ...content.blocks.map(block), '--', t('footer.sentBy', { shop: brand.shopName })].join(
    '\n\n',
  );
}

/** An e-mail's subject, HTML and text parts in one language. */
export function renderMail(content: MailContent, brand: MailBrand, language: ContentLanguage, t: Translate) {
  return {
    subject: content.subject,
    html: toHtml(content, brand, language, t),
    text: toText(content, brand, t),
  };
}
