import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bindSchemas, defineApi, endpointUrl, fillPath, signedIn } from './endpoint';
import { allEndpoints, endpointGroups, findEndpoint } from './endpoints';
import { openApiDocument } from './openapi';

describe('the endpoint map', () => {
  it('names each endpoint once, by id and by method and path', () => {
    const ids = allEndpoints.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    const routes = allEndpoints.map((e) => `${e.method} ${e.path}`);
    expect(routes.filter((r, i) => routes.indexOf(r) !== i)).toEqual([]);
  });

  it('binds schemas to every descriptor of every group, under the group’s name', () => {
    for (const [group, endpoints] of Object.entries(endpointGroups)) {
      for (const [name, endpoint] of Object.entries(endpoints)) {
        expect(endpoint.id).toBe(`${group}.${name}`);
        expect(endpoint.schemas).toBeTypeOf('object');
        expect(findEndpoint(endpoint.id)).toBe(endpoint);
      }
    }
  });

  it('declares a params schema only for paths with :params, each param in it', () => {
    for (const endpoint of allEndpoints) {
      const names = [...endpoint.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
      const schema = endpoint.schemas.params;
      if (!schema) continue;
      expect(names.length, endpoint.id).toBeGreaterThan(0);
      expect(Object.keys((schema as z.ZodObject).shape).sort(), endpoint.id).toEqual(names.sort());
    }
  });

  it('answers JSON, or declares no answer: every JSON answer is an object', () => {
    for (const endpoint of allEndpoints) {
      const response = endpoint.schemas.response;
      if (response) expect(z.toJSONSchema(response, { unrepresentable: 'any' })).toBeTruthy();
    }
  });
});

describe('fillPath', () => {
  it('fills and encodes each :param', () => {
    expect(fillPath('/api/v1/folders/:hash/path', { hash: 'a b/c' })).toBe(
      '/api/v1/folders/a%20b%2Fc/path',
    );
    expect(fillPath('/api/v1/x/:a/y/:b', { a: 1, b: 'two' })).toBe('/api/v1/x/1/y/two');
  });

  it('throws on a missing one rather than calling a wrong path', () => {
    expect(() => fillPath('/api/v1/notifications/:id', {})).toThrow(':id');
  });
});

describe('bindSchemas', () => {
  const api = defineApi<{ show: { params: typeof params; response: typeof answer } }>()('demo', {
    show: { method: 'GET', path: '/api/v1/demo/:id', access: signedIn },
  });
  const params = z.object({ id: z.coerce.number() });
  const answer = z.object({ name: z.string() });

  it('keeps the descriptor and adds its schemas', () => {
    const bound = bindSchemas(api, { show: { summary: 'A demo', params, response: answer } });
    expect(bound.show).toMatchObject({ id: 'demo.show', method: 'GET', path: '/api/v1/demo/:id' });
    expect(bound.show.schemas.response).toBe(answer);
  });

  it('refuses, at compile time, a schema other than the descriptor names', () => {
    const other = z.object({ title: z.number() });
    // @ts-expect-error: the answer schema is not the one the descriptor names
    bindSchemas(api, { show: { summary: 'A demo', params, response: other } });
    // @ts-expect-error: a descriptor without its binding
    expect(() => bindSchemas(api, {})).toThrow('demo.show has no schemas bound.');
  });
});

describe('openApiDocument', () => {
  it('lists every endpoint under its OpenAPI path, with its guard described', () => {
    const document = openApiDocument('Coffer');
    for (const endpoint of allEndpoints) {
      const path = endpoint.path.replace(/:(\w+)/g, '{$1}');
      const operation = document.paths[path]?.[endpoint.method.toLowerCase()] as {
        operationId: string;
        responses: Record<string, unknown>;
      };
      expect(operation.operationId, endpoint.id).toBe(endpoint.id);
      if (endpoint.access.signedIn) expect(operation.responses).toHaveProperty('401');
    }
  });
});

describe('endpointUrl', () => {
  it('fills the path and appends the query, leaving out undefined values', () => {
    const api = defineApi<{ show: Record<never, never> }>()('demo', {
      show: { method: 'GET', path: '/api/v1/demo/:id', access: signedIn },
    });
    expect(endpointUrl(api.show, { id: 4 }, { thumbnail: true, page: undefined, q: 'a&b' })).toBe(
      '/api/v1/demo/4?thumbnail=true&q=a%26b',
    );
  });
});
