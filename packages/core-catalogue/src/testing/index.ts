// @atelier/core-catalogue/testing: the one model-based test harness of the core machines
// (ADR 0034). Test support, never imported by shipped code: xstate/graph walks a machine's own
// graph with its actors' answers, failures and timeouts as events, and each path is replayed on
// a live actor whose calls settle as the path says and whose delays run on a simulated clock.
export {
  AFTER,
  DONE,
  ERROR,
  actorOf,
  describeEvent,
  describePath,
  done,
  elapse,
  fail,
  garble,
  isActorEvent,
  refuse,
  type ModelEvent,
} from './model-events.js';
export {
  allStateIds,
  modelEdges,
  modelPaths,
  observe,
  stateIdsOf,
  untimedInvokes,
  type ModelEdge,
  type ModelOptions,
  type ModelPath,
} from './model-graph.js';
export {
  ControlledMachine,
  Replay,
  replayEvents,
  replayPath,
  type ReplayOptions,
} from './model-replay.js';
export {
  backendEvents,
  replayEveryTransition,
  type CoverageOptions,
  type CoverageResult,
  type OracleRun,
} from './model-coverage.js';
export { countingFactories, factoriesCalledBy, type FactoryCount } from './zod-factory-count.js';
