import type { bootstrapDataSchema } from '../bootstrap';
import type { scheduleLogQuerySchema, scheduleLogResponseSchema } from '../drive';
import { anyone, defineApi, withPermission } from '../endpoint';
import type {
  healthResponseSchema,
  readinessResponseSchema,
  testClockBodySchema,
  testClockResponseSchema,
} from '../health';
import type { adSlotParamsSchema } from '../settings';

/**
 * The site's own calls: health, bootstrap data, ad frames, the admin's logs, and the test
 * servers' clock.
 */
export const systemApi = defineApi<{
  health: { response: typeof healthResponseSchema };
  readiness: { response: typeof readinessResponseSchema };
  bootstrapData: { response: typeof bootstrapDataSchema };
  adSlot: { params: typeof adSlotParamsSchema };
  adPreview: Record<never, never>;
  scheduleLog: { query: typeof scheduleLogQuerySchema; response: typeof scheduleLogResponseSchema };
  errorLog: Record<never, never>;
  testClock: { body: typeof testClockBodySchema; response: typeof testClockResponseSchema };
}>()('system', {
  health: {
    method: 'GET',
    path: '/api/v1/health',
    access: anyone,
  },
  readiness: {
    method: 'GET',
    path: '/api/v1/health/ready',
    access: anyone,
  },
  bootstrapData: {
    method: 'GET',
    path: '/api/v1/bootstrap-data',
    access: anyone,
  },
  adSlot: {
    method: 'GET',
    path: '/api/v1/ads/:slot',
    access: anyone,
  },
  /** The admin's live preview of unsaved ad code (ADR 0009): the slot's sandbox, code posted in. */
  adPreview: {
    method: 'GET',
    path: '/api/v1/ads/preview',
    access: withPermission('settings.update', { signedIn: true }),
  },
  scheduleLog: {
    method: 'GET',
    path: '/api/v1/admin/schedule-log',
    access: withPermission('logs.view'),
  },
  errorLog: {
    method: 'GET',
    path: '/api/v1/logs/error/download-latest',
    access: withPermission('logs.view'),
  },
  /** Registered only when the server runs with COFFER_TEST_CLOCK; 404 everywhere else. */
  testClock: {
    method: 'POST',
    path: '/api/v1/testing/clock',
    access: anyone,
  },
});
