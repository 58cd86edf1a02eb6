// The kernel's call state and its timeout (core-catalogue, ADR 0034).
export { CALL_TIMEOUT_MS, callStateFor } from '@atelier/core-catalogue';
