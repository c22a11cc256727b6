import { readdirSync } from 'node:fs';
import Fastify, { type FastifyPluginAsync } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { endpointPaths, type EndpointName } from '@giglane/contract/endpoint-paths';

/*
 * The original API is an adapter (decision 044): its endpoints are registered from
 * `original-*-routes.ts` files, and those files register nothing else, so no route file mixes the
 * two APIs. Each route file's plugins are registered alone on a bare server, which tells the
 * endpoints that file declares.
 */

/**
 * The original API: the specification's table of endpoints, every one under the original's
 * resource names. Giglane's own endpoints that share those names or paths (the search
 * `/api/cong-viec/tim-kiem`, the admin's page of comments, a gig's review summary, the reply to a
 * review, signing out everywhere) are not in it.
 */
const ORIGINAL_API: ReadonlySet<EndpointName> = new Set<EndpointName>([
  // Auth
  'signUp',
  'signIn',
  // NguoiDung
  'listUsers',
  'createUser',
  'deleteUser',
  'pageUsers',
  'getUser',
  'updateUser',
  'searchUsers',
  'uploadAvatar',
  // Skill
  'listSkills',
  // LoaiCongViec
  'listCategories',
  'pageCategories',
  'getCategory',
  'createCategory',
  'updateCategory',
  'deleteCategory',
  // ChiTietLoaiCongViec
  'listCategoryGroups',
  'pageCategoryGroups',
  'getCategoryNode',
  'createSubcategory',
  'updateCategoryNode',
  'deleteCategoryNode',
  'createCategoryGroup',
  'updateCategoryGroup',
  'uploadCategoryGroupImage',
  // CongViec
  'listGigs',
  'pageGigs',
  'getGig',
  'createGig',
  'updateGig',
  'deleteGig',
  'uploadGigImage',
  'getCategoryMenu',
  'getCategoryMenuEntry',
  'listSubcategoryGigCards',
  'getGigCard',
  'findGigCardsByName',
  // ThueCongViec
  'listOrders',
  'pageOrders',
  'getOrder',
  'createOrder',
  'updateOrder',
  'deleteOrder',
  'listMyOrders',
  'completeOrder',
  // BinhLuan
  'listReviews',
  'createReview',
  'updateReview',
  'deleteReview',
  'listGigReviews',
]);

const modules = new URL('./modules/', import.meta.url);
const routeFiles = readdirSync(modules, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('-routes.ts'))
  .sort();
const isOriginalFile = (file: string) => /(^|\/)original-[\w-]+-routes\.ts$/.test(file);

const endpointOf = new Map(
  (Object.keys(endpointPaths) as EndpointName[]).map((name) => [
    `${endpointPaths[name].method} ${endpointPaths[name].path}`,
    name,
  ]),
);

/** The endpoints the file's plugins register, each plugin alone on a bare server. */
async function endpointsOf(file: string): Promise<EndpointName[]> {
  const exported = (await import(new URL(file, modules).pathname)) as Record<string, unknown>;
  const found: EndpointName[] = [];
  for (const plugin of Object.values(exported)) {
    if (typeof plugin !== 'function') continue;
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    // Route plugins take these at registration; none is called until a request comes.
    for (const decoration of ['repos', 'services', 'files', 'tokens']) app.decorate(decoration, {});
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        const name = endpointOf.get(`${method} ${route.url}`);
        if (name) found.push(name);
      }
    });
    await app.register(plugin as FastifyPluginAsync, {});
    await app.close();
  }
  return found;
}

let registeredBy: Map<string, EndpointName[]>;

beforeAll(async () => {
  registeredBy = new Map();
  for (const file of routeFiles) registeredBy.set(file, await endpointsOf(file));
});

describe('the route files', () => {
  it('register every endpoint of the table, each from one file', () => {
    const all = [...registeredBy.values()].flat();
    expect(all.sort()).toEqual([...endpointOf.values()].sort());
  });

  it("keep the original API's endpoints in original-*-routes.ts files, and nothing else there", () => {
    expect(routeFiles.filter(isOriginalFile).length).toBeGreaterThan(0);
    const misplaced = [...registeredBy].flatMap(([file, names]) =>
      names
        .filter((name) => ORIGINAL_API.has(name) !== isOriginalFile(file))
        .map((name) => `${file}: ${name}`),
    );
    expect(misplaced).toEqual([]);
  });
});
