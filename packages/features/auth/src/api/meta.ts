/**
 * These screens show their own errors (field errors on the form, else the generic toast),
 * so the query client's default error toast must stay out of it.
 */
export const OWN_ERRORS = { skipErrorToast: true } as const;
