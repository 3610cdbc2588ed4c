import { DataListGroupSchema, StaticPageSchema, type DataListGroup, type StaticPage } from '@storefront/contracts';
import { ApiRequestError, type ApiClient } from '../../lib/api/api-client.ts';

/** The data list group whose lists make the home page, in display order. */
export const HOME_GROUP = 'home';

export function getDataListGroup(api: ApiClient, groupIdOrSlug: string): Promise<DataListGroup> {
  return api.get('/web-gw/v2/data-lists/groups/{groupIdOrSlug}', {
    params: { groupIdOrSlug },
    schema: DataListGroupSchema,
  });
}

/** A static page by id or slug; null when there is none, so the page can answer 404. */
export async function findStaticPage(api: ApiClient, idOrSlug: string): Promise<StaticPage | null> {
  try {
    return await api.get('/web-gw/static-pages/{idOrSlug}', { params: { idOrSlug }, schema: StaticPageSchema });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}
