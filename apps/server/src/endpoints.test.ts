import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointPaths, type EndpointName } from '@giglane/contract/endpoint-paths';
import { endpoints } from '@giglane/contract/endpoints';
import { LIVE_PATH } from '@giglane/contract/message-values';
import { createTestApp, type TestApp } from './testing/test-app';

/*
 * The server's /api routes are the contract's endpoint table (decision 020): a route registered
 * outside it, or an endpoint the server does not register, fails here, and so does an OpenAPI
 * document that lists other operations or other words for them.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const names = Object.keys(endpointPaths) as EndpointName[];
const tableRoutes = names.map(
  (name) => `${endpointPaths[name].method} ${endpointPaths[name].path}`,
);

/**
 * Every method and path the router holds, read from Fastify's route tree: one line per node, its
 * depth in the indentation, its methods in parentheses, each path the sum of its ancestors' parts.
 */
function registeredRoutes(tree: string): string[] {
  const ancestors: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const node = /^((?:│ {3}| {4})*)[├└]── (.+?)(?: \(([^)]+)\))?$/.exec(line);
    if (!node) continue;
    const depth = node[1]!.length / 4;
    ancestors.length = depth;
    const path = (ancestors[depth - 1] ?? '') + node[2]!;
    ancestors.push(path);
    for (const method of node[3]?.split(', ') ?? []) routes.push(`${method} ${path}`);
  }
  return routes;
}

describe("the server's routes", () => {
  const registered = () =>
    registeredRoutes(t.app.printRoutes({ commonPrefix: false, includeMeta: false }));

  it('are read whole from the route tree', () => {
    // The probes and the pictures, outside the table, show the reading finds every route.
    expect(registered()).toEqual(
      expect.arrayContaining([
        'GET /health',
        'GET /ready',
        'GET /images/:name',
        'GET /swagger/json',
      ]),
    );
  });

  it('register every endpoint of the table with its method and path', () => {
    for (const name of names) {
      const { method, path } = endpointPaths[name];
      expect(t.app.hasRoute({ method, url: path }), `${name}: ${method} ${path}`).toBe(true);
    }
  });

  it('under /api are all in the table (HEAD comes with each GET)', () => {
    const api = registered().filter(
      // The live channel is a WebSocket, declared as LIVE_PATH rather than in the table.
      (route) =>
        route.split(' ')[1]!.startsWith('/api/') &&
        !route.startsWith('HEAD ') &&
        route !== `GET ${LIVE_PATH}`,
    );
    expect(api.sort()).toEqual([...tableRoutes].sort());
  });
});

describe('the OpenAPI document', () => {
  type Operation = { summary?: string; tags?: string[]; security?: unknown };

  it("lists exactly the table's operations, with their summaries, tags and sign-in", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/swagger/json' });
    const document = response.json<{ paths: Record<string, Record<string, Operation>> }>();
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        route: `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
        summary: operation.summary,
        tags: operation.tags,
        signedIn: operation.security !== undefined,
      })),
    );
    const declared = names.map((name) => {
      const endpoint = endpoints[name];
      return {
        route: `${endpoint.method} ${endpoint.path}`,
        summary: endpoint.summary,
        tags: [endpoint.tag],
        signedIn: 'signedIn' in endpoint,
      };
    });
    const byRoute = (a: { route: string }, b: { route: string }) => a.route.localeCompare(b.route);
    expect(documented.sort(byRoute)).toEqual(declared.sort(byRoute));
  });
});
