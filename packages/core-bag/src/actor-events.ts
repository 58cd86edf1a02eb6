/**
 * Done and error events of invoked actors, read without trusting their types: an actor is
 * an adapter's code, so its output is parsed before the machines use it.
 */
export function outputOf(event: { type: string }): unknown {
  return (event as { output?: unknown }).output;
}

export function errorOf(event: { type: string }): unknown {
  return (event as { error?: unknown }).error;
}
