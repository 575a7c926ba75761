// The popup flow loads this module when a popup opens, not with the login screen: the schema
// checks the bootstrap data inside the message, so it brings zod and most of the contract
// (ADR 0007). A local module, as `import('@coffer/contract')` would keep every export.
export { socialAuthMessageSchema } from '@coffer/contract';
