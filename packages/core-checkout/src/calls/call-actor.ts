// The kernel's call actor (core-catalogue, ADR 0034).
export { callActor, type CallSpec } from '@atelier/core-catalogue';
