import { endpointPaths, type EndpointName } from '@giglane/contract/endpoint-paths';

/** The endpoint's path with its parameters written in, and its query string. */
export function endpointUrl(
  name: EndpointName,
  input: { params?: Record<string, unknown>; query?: Record<string, unknown> } = {},
): string {
  const path = endpointPaths[name].path.replace(/:(\w+)/g, (_match, key: string) =>
    encodeURIComponent(String(input.params?.[key])),
  );
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) search.append(key, String(item));
    }
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** Whether a path (without its query) is the endpoint's path with any parameters written in. */
export function isPathOf(path: string, name: EndpointName): boolean {
  const pattern = new RegExp(`^${endpointPaths[name].path.replace(/:\w+/g, '[^/]+')}$`);
  return pattern.test(path);
}

/** Endpoints with fewer parameters first, so `/api/cong-viec/tim-kiem` is the search, not a gig id. */
const byFixedness = (Object.keys(endpointPaths) as EndpointName[]).sort(
  (a, b) => endpointPaths[a].path.split(':').length - endpointPaths[b].path.split(':').length,
);

/** The endpoint a request calls, from its method and URL (path and optional query). */
export function endpointOf(method: string, url: string): EndpointName | undefined {
  const path = new URL(url, 'http://localhost').pathname;
  return byFixedness.find((name) => endpointPaths[name].method === method && isPathOf(path, name));
}
