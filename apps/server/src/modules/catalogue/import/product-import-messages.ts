import type { ContentLanguage } from '../../../lib/language.ts';

type Params = Record<string, string | number>;
type Message = Record<ContentLanguage, (p: Params) => string>;

/**
 * Why a row of a product CSV cannot be imported, in the staff member's language. Stored as codes
 * with parameters (product_import_errors), so the history reads in whichever language it is opened.
 */
const ROW_MESSAGES = {
  HANDLE_INVALID: {
    en: () => 'Use lower-case letters, digits and single hyphens for the handle.',
    ar: () => 'استخدم في المعرّف حروفًا صغيرة وأرقامًا وشرطات مفردة.',
  },
  HANDLE_NOT_TOGETHER: {
    en: () => 'The rows of one product must follow each other; this handle appeared earlier.',
    ar: () => 'يجب أن تتتابع صفوف المنتج الواحد؛ هذا المعرّف ظهر في صفوف سابقة.',
  },
  TITLE_REQUIRED: {
    en: () => 'The first row of a product needs its title.',
    ar: () => 'يحتاج الصف الأول من المنتج إلى اسمه.',
  },
  TEXT_TOO_LONG: {
    en: (p) => `This text is too long: at most ${p.max} characters.`,
    ar: (p) => `هذا النص طويل جدًا: الحد ${p.max} حرفًا.`,
  },
  PUBLISHED_INVALID: { en: () => 'Write TRUE or FALSE.', ar: () => 'اكتب TRUE أو FALSE.' },
  STATUS_INVALID: { en: () => 'Write active, draft or archived.', ar: () => 'اكتب active أو draft أو archived.' },
  TOO_MANY_CATEGORIES: {
    en: (p) => `A product is in at most ${p.max} categories.`,
    ar: (p) => `يكون المنتج في ${p.max} فئة على الأكثر.`,
  },
  SKU_REQUIRED: { en: () => 'A variant needs its SKU.', ar: () => 'يحتاج الخيار إلى رمز SKU.' },
  SKU_INVALID: {
    en: () => 'Use letters, digits, dots, hyphens, underscores and slashes in a SKU (at most 64).',
    ar: () => 'استخدم في رمز SKU حروفًا وأرقامًا ونقاطًا وشرطات وشرطات سفلية وخطوطًا مائلة (64 على الأكثر).',
  },
  SKU_DUPLICATE: {
    en: () => 'This SKU appears on an earlier row of the file.',
    ar: () => 'رمز SKU هذا موجود في صف سابق من الملف.',
  },
  SKU_OF_OTHER_PRODUCT: {
    en: (p) => `This SKU belongs to another product (${p.handle}).`,
    ar: (p) => `رمز SKU هذا لمنتج آخر (${p.handle}).`,
  },
  PRICE_REQUIRED: { en: () => 'A variant needs its price.', ar: () => 'يحتاج الخيار إلى سعره.' },
  PRICE_INVALID: {
    en: () => 'Write the price in KD with digits and a dot, such as 12.500.',
    ar: () => 'اكتب السعر بالدينار بأرقام ونقطة، مثل 12.500.',
  },
  PRICE_DECIMALS: {
    en: () => 'A price in KD has at most three decimals (fils).',
    ar: () => 'للسعر بالدينار ثلاثة أرقام عشرية على الأكثر (فلس).',
  },
  PRICE_TOO_HIGH: {
    en: (p) => `The price is too high: at most ${p.max} KD.`,
    ar: (p) => `السعر مرتفع جدًا: الحد ${p.max} د.ك.`,
  },
  STOCK_INVALID: {
    en: () => 'Write the stock as a whole number.',
    ar: () => 'اكتب المخزون عددًا صحيحًا.',
  },
  STOCK_NEGATIVE: { en: () => 'Stock cannot be negative.', ar: () => 'لا يمكن أن يكون المخزون سالبًا.' },
  STOCK_TOO_HIGH: {
    en: (p) => `The stock is too high: at most ${p.max}.`,
    ar: (p) => `المخزون كبير جدًا: الحد ${p.max}.`,
  },
  BARCODE_INVALID: {
    en: () => 'Use letters, digits and hyphens in a barcode (at most 64).',
    ar: () => 'استخدم في الباركود حروفًا وأرقامًا وشرطات (64 على الأكثر).',
  },
  OPTION_VALUE_REQUIRED: {
    en: () => 'The product has this option: give the variant its value.',
    ar: () => 'للمنتج هذا الخيار: أعطِ النسخة قيمتها.',
  },
  OPTIONS_REPEATED: {
    en: () => 'Another variant of this product has the same option values.',
    ar: () => 'لنسخة أخرى من هذا المنتج قيم الخيارات نفسها.',
  },
  TOO_MANY_VARIANTS: {
    en: (p) => `A product has at most ${p.max} variants.`,
    ar: (p) => `للمنتج ${p.max} نسخة على الأكثر.`,
  },
  VARIANT_REQUIRED: {
    en: () => 'A product needs at least one row with a variant (SKU and price).',
    ar: () => 'يحتاج المنتج إلى صف واحد على الأقل فيه نسخة (SKU وسعر).',
  },
  IMAGE_SRC_INVALID: {
    en: () => 'Give the picture as an http or https address.',
    ar: () => 'اكتب عنوان الصورة بصيغة http أو https.',
  },
  IMAGE_POSITION_INVALID: {
    en: () => 'Write the picture position as a whole number.',
    ar: () => 'اكتب موضع الصورة عددًا صحيحًا.',
  },
  TOO_MANY_IMAGES: {
    en: (p) => `A product has at most ${p.max} pictures.`,
    ar: (p) => `للمنتج ${p.max} صورة على الأكثر.`,
  },
  IMAGE_FETCH_FAILED: {
    en: (p) => `The picture could not be fetched: ${p.reason}. The product was imported without it.`,
    ar: (p) => `تعذّر جلب الصورة: ${p.reason}. استُورد المنتج بدونها.`,
  },
} satisfies Record<string, Message>;
export type RowErrorCode = keyof typeof ROW_MESSAGES;

export function rowMessage(code: string, language: ContentLanguage, params: Params = {}): string {
  const message = (ROW_MESSAGES as Record<string, Message>)[code];
  return message ? message[language](params) : code;
}

/** The file as a whole cannot be read (answered as the request's error). */
const FILE_MESSAGES = {
  IMPORT_FILE_NOT_UTF8: {
    en: () => 'The file is not UTF-8 text. Save it as "CSV UTF-8" and upload it again.',
    ar: () => 'الملف ليس نصًا بترميز UTF-8. احفظه بصيغة "CSV UTF-8" وارفعه مرة أخرى.',
  },
  IMPORT_FILE_MALFORMED: {
    en: (p) =>
      `The file is not valid CSV near row ${p.row} (a quote not closed, or a row with a different number of cells).`,
    ar: (p) => `الملف ليس CSV صالحًا قرب الصف ${p.row} (علامة اقتباس غير مغلقة أو صف بعدد خلايا مختلف).`,
  },
  IMPORT_FILE_EMPTY: { en: () => 'The file is empty.', ar: () => 'الملف فارغ.' },
  IMPORT_COLUMNS_MISSING: {
    en: (p) => `The file lacks these columns: ${p.columns}.`,
    ar: (p) => `تنقص الملف هذه الأعمدة: ${p.columns}.`,
  },
  IMPORT_COLUMN_MISSING: { en: () => 'This column is required.', ar: () => 'هذا العمود مطلوب.' },
  IMPORT_FILE_TOO_LARGE: {
    en: (p) => `The file is too large: at most ${p.max} MB.`,
    ar: (p) => `الملف كبير جدًا: الحد ${p.max} ميغابايت.`,
  },
  IMPORT_ROWS_INVALID: {
    en: (p) => `Nothing was imported: ${p.count} rows have errors. Correct them and upload the file again.`,
    ar: (p) => `لم يُستورد شيء: في ${p.count} صفًا أخطاء. صحّحها وارفع الملف مرة أخرى.`,
  },
  IMPORT_IN_PROGRESS: {
    en: () => 'Another import of this shop is under way. Wait for it to finish.',
    ar: () => 'استيراد آخر لهذا المتجر قيد التنفيذ. انتظر حتى ينتهي.',
  },
} satisfies Record<string, Message>;

export function fileMessage(code: keyof typeof FILE_MESSAGES, language: ContentLanguage, params: Params = {}): string {
  return FILE_MESSAGES[code][language](params);
}
