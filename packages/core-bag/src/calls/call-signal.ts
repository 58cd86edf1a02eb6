// One shape for every core package's port calls: core-catalogue's (ADR 0011).
export type { CallOptions, CallSignal } from '@atelier/core-catalogue';
