import { systemApi } from './api/system';
import { bootstrapDataSchema } from './bootstrap';
import { scheduleLogQuerySchema, scheduleLogResponseSchema } from './drive';
import { bindSchemas } from './endpoint';
import { healthResponseSchema } from './health';
import { adSlotParamsSchema } from './settings';

export const systemEndpoints = bindSchemas(systemApi, {
  health: { response: healthResponseSchema },
  bootstrapData: { response: bootstrapDataSchema },
  adSlot: { params: adSlotParamsSchema },
  scheduleLog: { query: scheduleLogQuerySchema, response: scheduleLogResponseSchema },
  errorLog: {},
});
