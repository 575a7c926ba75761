import type { BoundEndpoint } from './endpoint';
import { notificationsEndpoints } from './notifications';

/**
 * Every endpoint with its schemas, by group (ADR 0015): what the server registers, the
 * OpenAPI document lists and the development-time answer check reads. Screens import the
 * light descriptors (`notificationsApi`…) instead.
 */
export const endpointGroups = {
  notifications: notificationsEndpoints,
} as const;

export const allEndpoints: readonly BoundEndpoint[] = Object.values(endpointGroups).flatMap(
  (group) => Object.values(group) as BoundEndpoint[],
);

const byId = new Map(allEndpoints.map((endpoint) => [endpoint.id, endpoint]));

/** The bound endpoint of a descriptor's id. */
export function findEndpoint(id: string): BoundEndpoint | undefined {
  return byId.get(id);
}
