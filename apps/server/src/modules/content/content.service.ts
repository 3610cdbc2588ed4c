import type {
  ContactMessage,
  DataList,
  DataListGroup,
  Menu,
  MenuItem,
  StaticPage,
  ThemeConfig,
} from '@storefront/contracts';
import type { ContentRepository } from './content.repository.ts';
import type { PublishedContent } from './content-store.ts';
import { findMenu, menuItemsOf, type ContentRelease } from './content-release.ts';
import type { CatalogueReader } from './catalogue-reader.ts';
import type { IdOrSlug } from '../../lib/path-params.ts';
import { resolveTheme } from './theme-file.ts';
import { resolveDataLists } from './data-list-resolver.ts';
import { firstParagraphText, renderPageBody } from './page-body.ts';
import { localized, type ContentLanguage } from '../../lib/language.ts';
import { notFound } from '../../lib/errors.ts';

type DataListKind = DataList['kind'];

const CONTACT_THANKS: Record<ContentLanguage, string> = {
  en: 'Thank you, we will get back to you soon.',
  ar: 'شكرًا لك، سنتواصل معك قريبًا.',
};

const describeRef = (ref: IdOrSlug) => ('id' in ref ? String(ref.id) : `"${ref.slug}"`);

/** Told of each stored contact message (the shop's e-mail copy); must not throw or wait on sending. */
export type ContactMessageListener = (message: ContactMessage, language: ContentLanguage) => void;

export function createContentService(
  repository: ContentRepository,
  published: Pick<PublishedContent, 'release'>,
  catalogue: CatalogueReader,
  onContactMessage: ContactMessageListener = () => {},
) {
  function menuOf(release: ContentRelease, menuId: number) {
    const menu = findMenu(release, menuId);
    if (!menu)
      throw notFound('MENU_NOT_FOUND', { en: `Menu ${menuId} does not exist.`, ar: `القائمة ${menuId} غير موجودة.` });
    return menu;
  }

  return {
    /** The published theme, or `release`'s (a preview), with text in `language`. */
    getTheme(language: ContentLanguage, release = published.release()): ThemeConfig {
      return resolveTheme(release.theme, language);
    },

    getMenu(menuId: number, language: ContentLanguage, release = published.release()): Menu {
      const menu = menuOf(release, menuId);
      return {
        menuId: menu.menuId,
        name: localized(menu, 'name', language),
        items: menuItemsOf(menu, language, false),
      };
    },

    /** SPEC §2/§6: guests see only items flagged allowGuestUser; a hidden parent hides its subtree. */
    listVisibleMenuItems(
      menuId: number,
      language: ContentLanguage,
      isGuest: boolean,
      release = published.release(),
    ): MenuItem[] {
      return menuItemsOf(menuOf(release, menuId), language, isGuest);
    },

    /** Throws PAGE_NOT_FOUND (404). */
    async getStaticPage(ref: IdOrSlug, language: ContentLanguage): Promise<StaticPage> {
      const page = await repository.findStaticPage(ref);
      if (!page)
        throw notFound('PAGE_NOT_FOUND', {
          en: `Page ${describeRef(ref)} does not exist.`,
          ar: `الصفحة ${describeRef(ref)} غير موجودة.`,
        });
      const body = renderPageBody(localized(page, 'body', language));
      return {
        pageId: page.id,
        slug: page.slug,
        title: localized(page, 'title', language),
        body,
        description: firstParagraphText(body),
        updatedAt: page.updatedAt.toISOString(),
      };
    },

    /** Every static page's slug and last change (sitemaps). */
    listStaticPageChanges(): Promise<Array<{ slug: string; updatedAt: Date }>> {
      return repository.listStaticPageChanges();
    },

    /**
     * An active list of any kind, or only of `kind`: a list of another kind, or switched off, is as unknown as a
     * missing one (404).
     */
    async getDataList(id: number, language: ContentLanguage, kind?: DataListKind): Promise<DataList> {
      const list = await repository.findDataList(id);
      if (!list || !list.isActive || (kind && list.kind !== kind))
        throw notFound('DATA_LIST_NOT_FOUND', {
          en: `There is no ${kind ?? 'data'} list ${id}.`,
          ar: `لا توجد القائمة ${id}.`,
        });
      const [resolved] = await resolveDataLists(
        [list],
        await repository.listDataListItems([list.id]),
        catalogue,
        language,
      );
      return resolved!;
    },

    /**
     * The group with its lists in display order, only those of `kind` when given. Throws DATA_LIST_GROUP_NOT_FOUND
     * (404).
     */
    async getDataListGroup(ref: IdOrSlug, language: ContentLanguage, kind?: DataListKind): Promise<DataListGroup> {
      const group = await repository.findDataListGroup(ref);
      if (!group)
        throw notFound('DATA_LIST_GROUP_NOT_FOUND', {
          en: `Data list group ${describeRef(ref)} does not exist.`,
          ar: `مجموعة القوائم ${describeRef(ref)} غير موجودة.`,
        });
      const lists = await repository.listDataListsOfGroup(group.id, kind);
      const items = await repository.listDataListItems(lists.map((list) => list.id));
      return {
        groupId: group.id,
        slug: group.slug,
        name: localized(group, 'name', language),
        lists: await resolveDataLists(lists, items, catalogue, language),
      };
    },

    /** Stores the message for the staff (and e-mails them a copy), answers the thanks in the sender's language. */
    async receiveContactMessage(
      message: ContactMessage,
      sender: { language: ContentLanguage; ip: string },
    ): Promise<{ message: string }> {
      await repository.insertContactMessage({
        ...message,
        phone: message.phone ?? null,
        language: sender.language,
        ip: sender.ip,
      });
      onContactMessage(message, sender.language);
      return { message: CONTACT_THANKS[sender.language] };
    },
  };
}
export type ContentService = ReturnType<typeof createContentService>;
