// The HTTP client checks each answer against its endpoint's schema in tests, loading the
// contract's bound map on the first call (ADR 0015). Loaded here once per test file, before
// any test starts, so the first call of a test does not pay for it inside its own timeout.
import '@coffer/contract/endpoints';
