import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpointPaths, type EndpointName } from './endpoint-paths';
import { endpoints } from './endpoints';

const names = Object.keys(endpointPaths) as EndpointName[];

describe('the endpoint table', () => {
  it('declares schemas for every path and a path for every schema', () => {
    expect(Object.keys(endpoints).sort()).toEqual([...names].sort());
  });

  it('names each path parameter in the params schema, and nothing else', () => {
    for (const name of names) {
      const endpoint = endpoints[name];
      const inPath = [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
      const params = 'params' in endpoint ? endpoint.params : undefined;
      const declared = params instanceof z.ZodObject ? Object.keys(params.shape) : [];
      expect({ name, params: declared.sort() }).toEqual({ name, params: inPath.sort() });
    }
  });

  it('gives every method and path to one endpoint only', () => {
    const routes = names.map((name) => `${endpointPaths[name].method} ${endpointPaths[name].path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('takes a body only on POST and PUT', () => {
    for (const name of names) {
      const endpoint = endpoints[name];
      if ('body' in endpoint || 'multipart' in endpoint || 'form' in endpoint) {
        expect(['POST', 'PUT'], name).toContain(endpoint.method);
      }
    }
  });
});
