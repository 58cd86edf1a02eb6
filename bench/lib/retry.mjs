// A Lighthouse run fails now and then for reasons that are not the page's (Chromium crashing
// on a busy machine, a protocol timeout): the bench tries it again before it reports a
// failure, so one flaky run does not leave a page's cells empty.

/**
 * Runs `attempt` until it resolves, at most `1 + retries` times; rejects with the last error.
 * `onRetry(error, attemptNumber)` is told about each failure that is tried again.
 * @template T
 * @param {(attemptNumber: number) => Promise<T>} attempt
 * @param {{ retries?: number, onRetry?: (error: unknown, attemptNumber: number) => void }} [options]
 * @returns {Promise<T>}
 */
export async function withRetries(attempt, { retries = 2, onRetry = () => {} } = {}) {
  let lastError;
  for (let attemptNumber = 1; attemptNumber <= retries + 1; attemptNumber += 1) {
    try {
      return await attempt(attemptNumber);
    } catch (error) {
      lastError = error;
      if (attemptNumber <= retries) onRetry(error, attemptNumber);
    }
  }
  throw lastError;
}
