/** Query keys of the account settings. */
export const accountKeys = {
  all: ['account'] as const,
  user: ['account', 'user'] as const,
  sessions: ['account', 'sessions'] as const,
  tokens: ['account', 'tokens'] as const,
  valueLists: ['account', 'value-lists'] as const,
  twoFactor: ['account', 'two-factor'] as const,
  openApi: ['account', 'openapi'] as const,
};
