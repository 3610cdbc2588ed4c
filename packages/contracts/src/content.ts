import { z } from 'zod';
import { CONTACT_LENGTHS, CONTACT_PHONE_PATTERN } from './contact-rules.ts';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './field-rules.ts';
import { CategorySchema, ProductSummarySchema } from './catalogue.ts';

export const StaticPageSchema = z.object({
  pageId: z.number().int(),
  slug: z.string(),
  title: z.string(),
  /** HTML from the server's allow-list (no scripts, event attributes or `javascript:` links): shown as it is. */
  body: z.string(),
  /** The first paragraph as plain text (search engines' description). */
  description: z.string(),
  updatedAt: z.string(),
});
export type StaticPage = z.infer<typeof StaticPageSchema>;

const DataListBase = z.object({
  dataListId: z.number().int(),
  slug: z.string(),
  title: z.string(),
  sortOrder: z.number().int(),
});

export const ImageListItemSchema = z.object({
  imagePath: z.string(),
  link: z.string().nullable(),
  title: z.string().nullable(),
});

/** A curated list, resolved: products and categories come as the catalogue shows them. */
export const DataListSchema = z.discriminatedUnion('kind', [
  DataListBase.extend({ kind: z.literal('products'), items: z.array(ProductSummarySchema) }),
  DataListBase.extend({ kind: z.literal('categories'), items: z.array(CategorySchema) }),
  DataListBase.extend({ kind: z.literal('images'), items: z.array(ImageListItemSchema) }),
]);
export type DataList = z.infer<typeof DataListSchema>;

export const DataListGroupSchema = z.object({
  groupId: z.number().int(),
  slug: z.string(),
  name: z.string(),
  lists: z.array(DataListSchema),
});
export type DataListGroup = z.infer<typeof DataListGroupSchema>;

export const ContactMessageSchema = z.object({
  name: z.string().trim().min(CONTACT_LENGTHS.name.min).max(CONTACT_LENGTHS.name.max),
  email: z.email({ pattern: EMAIL_PATTERN }).max(EMAIL_MAX_LENGTH),
  phone: z
    .string()
    .trim()
    .regex(CONTACT_PHONE_PATTERN)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  subject: z.string().trim().min(CONTACT_LENGTHS.subject.min).max(CONTACT_LENGTHS.subject.max),
  message: z.string().trim().min(CONTACT_LENGTHS.message.min).max(CONTACT_LENGTHS.message.max),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

/** An uploaded file (avatar, document) as the files API describes it. */
export const FileMetadataSchema = z.object({
  fileId: z.uuid(),
  originalName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  /** Where to download it: `/api/download/uploads/{userId}/…`. */
  path: z.string(),
  createdAt: z.string(),
});
export type FileMetadata = z.infer<typeof FileMetadataSchema>;
