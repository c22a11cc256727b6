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
