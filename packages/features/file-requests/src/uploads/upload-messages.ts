import { defineMessage } from '@coffer/core';

/** The refusal of a file over the request's size limit, before any byte is sent. */
export const TOO_LARGE = defineMessage('The file is larger than the maximum upload size.');
