// The kernel's call failure (core-catalogue, ADR 0034): one failure shape for the machines of
// every core package but the bag.
export {
  CallFailed,
  failureOf,
  failureParams,
  malformed,
  rejected,
  type CallFailure,
} from '@atelier/core-catalogue';
