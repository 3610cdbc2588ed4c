import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DataListGroupSchema, DataListSchema, type DataList } from '@storefront/contracts';
import type { ContentService } from './content.service.ts';
import { IdOrSlugSchema, RowIdSchema } from '../../lib/path-params.ts';
import { errorResponses } from '../../lib/route-schemas.ts';

type DataListKind = DataList['kind'];

/** The v2 path of each kind of list (SPEC §7 "product, category and image lists and their groups"). */
const KIND_PATHS = {
  products: 'product-lists',
  categories: 'category-lists',
  images: 'image-lists',
} as const satisfies Record<DataListKind, string>;

/** Every kind's routes, plus the any-kind ones: the legacy single list and the whole group the home page reads. */
const ROUTE_SETS: { kind: DataListKind | undefined; listPath: string; groupPath: string }[] = [
  ...(Object.entries(KIND_PATHS) as [DataListKind, string][]).map(([kind, path]) => ({
    kind,
    listPath: `/web-gw/v2/${path}/:id`,
    groupPath: `/web-gw/v2/${path}/groups/:groupIdOrSlug`,
  })),
  { kind: undefined, listPath: '/web-gw/data-list/:id', groupPath: '/web-gw/v2/data-lists/groups/:groupIdOrSlug' },
];

export const dataListRoutes: FastifyPluginAsyncZod<{ content: ContentService }> = async (app, { content }) => {
  for (const { kind, listPath, groupPath } of ROUTE_SETS) {
    // A kind's routes promise (and the serializer checks) lists of that kind only.
    const listSchema = kind
      ? DataListSchema.options.find((option) => option.shape.kind.value === kind)!
      : DataListSchema;
    const what = kind ? `${kind} list` : 'data list of any kind';

    app.get(
      listPath,
      {
        config: { publicCache: true },
        schema: {
          tags: ['content'],
          summary: `A ${what}, items resolved in the caller language`,
          params: z.object({ id: RowIdSchema }),
          response: { 200: listSchema, ...errorResponses },
        },
      },
      (request) => content.getDataList(request.params.id, request.language, kind),
    );

    app.get(
      groupPath,
      {
        config: { publicCache: true },
        schema: {
          tags: ['content'],
          summary: `A data list group by id or slug, with each ${what} in it in display order`,
          params: z.object({ groupIdOrSlug: IdOrSlugSchema }),
          response: { 200: DataListGroupSchema.extend({ lists: z.array(listSchema) }), ...errorResponses },
        },
      },
      (request) => content.getDataListGroup(request.params.groupIdOrSlug, request.language, kind),
    );
  }
};
