// The human check moved to `@coffer/core/human-check`, where every feature with a guarded
// call (registration here, public link creation in `@coffer/sharing`) reaches it.
export { HumanCheckFailed, passHumanCheck, solveProofOfWork } from '@coffer/core/human-check';
