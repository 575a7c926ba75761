import type { BodyOf, Endpoint, PathParamNames, ResponseOf, SchemasOf } from '@coffer/contract';
import { type DefaultBodyType, HttpResponse, http, type StrictResponse } from 'msw';

/** What a mock's resolver gets: the path params, the query and the parsed JSON body. */
export interface MockRequest<E extends Endpoint> {
  request: Request;
  params: { [K in PathParamNames<E['path']>]: string };
  query: URLSearchParams;
  /** The JSON body as the client sent it (undefined for a body-less or FormData call). */
  body: SchemasOf<E>['body'] extends undefined ? undefined : BodyOf<E>;
}

/** An answer of the endpoint's shape, or any `Response` (an error, a delay). */
export type MockAnswer<E extends Endpoint> =
  | ResponseOf<E>
  | StrictResponse<DefaultBodyType>
  | Response
  | undefined;

/**
 * An MSW handler of one endpoint of the contract's map (ADR 0015): the method and path are
 * the endpoint's (PUT, PATCH and DELETE as the client sends them, POST with `_method`), and a
 * plain answer must have the endpoint's response type, so a mock of the wrong shape does not
 * compile. A resolver returning undefined passes the request on to the next handler.
 */
export function mockEndpoint<E extends Endpoint>(
  endpoint: E,
  resolver: (request: MockRequest<E>) => MockAnswer<E> | Promise<MockAnswer<E>>,
) {
  const overridden = endpoint.method !== 'GET' && endpoint.method !== 'POST';
  const handle = http[overridden ? 'post' : endpoint.method === 'GET' ? 'get' : 'post'];
  return handle(`*${endpoint.path}`, async ({ request, params }) => {
    const url = new URL(request.url);
    if (overridden && url.searchParams.get('_method') !== endpoint.method) return undefined;
    if (!overridden && endpoint.method === 'POST' && url.searchParams.has('_method')) {
      return undefined;
    }
    const type = request.headers.get('content-type') ?? '';
    const body = type.includes('application/json') ? await request.clone().json() : undefined;
    const answer = await resolver({
      request,
      params: params as MockRequest<E>['params'],
      query: url.searchParams,
      body: body as MockRequest<E>['body'],
    });
    if (answer === undefined) return undefined;
    if (answer instanceof Response) return answer;
    return HttpResponse.json(answer as never);
  });
}

/** An error answer in the contract's shape (`message`, field `errors`). */
export function mockError(
  status: number,
  message: string,
  errors?: Record<string, string[]>,
): StrictResponse<DefaultBodyType> {
  return HttpResponse.json(errors ? { message, errors } : { message }, { status });
}
