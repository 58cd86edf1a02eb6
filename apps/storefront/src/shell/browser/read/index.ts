// The browser's one way to read back-end data (ADR 0050).
export { classifyReadFailure, isRetriable } from './read-failure.js';
export type { ReadFailure, ReadFailureKind } from './read-failure.js';
export { DEFAULT_RETRY, nextRetry, retryDelay } from './retry-policy.js';
export type { RetryPolicy } from './retry-policy.js';
export { createReadStore } from './read-store.js';
export type {
  Fetcher,
  ReadKey,
  ReadOptions,
  ReadScheduler,
  ReadState,
  ReadStore,
} from './read-store.js';
export { dataOf, ReadStoreProvider, useInvalidate, useRead } from './use-read.js';
export type { ReadResult } from './use-read.js';
