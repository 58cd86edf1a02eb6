/**
 * The default implementation of an actor a machine invokes but the caller must provide
 * (`machine.provide({ actors })`): calling it rejects with a message naming the machine and
 * the actor, so a missing port fails loudly at the first call instead of hanging.
 */
export function notProvided(machine: string, actor: string): () => Promise<never> {
  return () => Promise.reject(new Error(`${machine}: actor "${actor}" was not provided`));
}
