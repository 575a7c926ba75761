import { systemApi } from './api/system';
import { bootstrapDataSchema } from './bootstrap';
import { scheduleLogQuerySchema, scheduleLogResponseSchema } from './drive';
import { bindSchemas } from './endpoint';
import {
  healthResponseSchema,
  readinessResponseSchema,
  testClockBodySchema,
  testClockResponseSchema,
} from './health';
import { adSlotParamsSchema } from './settings';

export const systemEndpoints = bindSchemas(systemApi, {
  health: { summary: 'Whether the server and its database answer', response: healthResponseSchema },
  readiness: {
    summary:
      'Whether this instance can serve: its database, the storage new files go to and the rate-limit store answer (503 otherwise)',
    response: readinessResponseSchema,
  },
  bootstrapData: {
    summary: 'The data the page starts with: settings, the signed-in user, language lines',
    response: bootstrapDataSchema,
  },
  adSlot: { summary: 'An ad slot’s code as a sandboxed HTML document', params: adSlotParamsSchema },
  adPreview: {
    summary: 'An empty sandboxed ad document that shows the ad code its framing page posts to it',
  },
  scheduleLog: {
    summary: 'Runs of the recurring jobs, newest first, and when each runs next',
    query: scheduleLogQuerySchema,
    response: scheduleLogResponseSchema,
  },
  errorLog: { summary: 'The newest lines of the error log, as a text file' },
  testClock: {
    summary:
      'Test servers only (COFFER_TEST_CLOCK): moves the server’s clock; not found on any other server',
    body: testClockBodySchema,
    response: testClockResponseSchema,
  },
});
