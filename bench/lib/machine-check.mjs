// The machine check: a fixed CPU loop in plain JavaScript, timed at the start and at the end of
// a bench run and printed beside its figures. The bench's VM runs faster or slower from hour
// to hour (two full runs of one session disagreed by 20-30% on the yardstick ratios), so a run
// on a slow machine must show as such: the same work, the same Node, a different time.
// Never change the work (MACHINE_CHECK, machineCheckWork): its times are only comparable with
// runs of the same work, and its checksum, pinned by the test, says it is the same.

/** Sort 100,000 pseudo-random integers with a JS comparator, then hash them. */
export const MACHINE_CHECK = {
  size: 100_000,
  /** Timed rounds; one more runs first, untimed, so the JIT's warm-up is in none of them. */
  rounds: 5,
  work: 'sort 100,000 pseudo-random integers (JS comparator), then FNV-1a over them',
};

/**
 * The fixed work: xorshift32 from a fixed seed fills an array, Array#sort orders it with a JS
 * comparator, FNV-1a hashes the sorted values. Returns the hash (an unsigned 32-bit integer),
 * the same for the same size on every machine.
 * @param {number} size
 */
export function machineCheckWork(size) {
  const values = new Array(size);
  let state = 0x2545f491;
  for (let i = 0; i < size; i += 1) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    values[i] = state >>> 0;
  }
  values.sort((a, b) => a - b);
  let hash = 0x811c9dc5;
  for (const value of values) {
    for (let shift = 0; shift < 32; shift += 8) {
      hash ^= (value >>> shift) & 0xff;
      hash = Math.imul(hash, 0x01000193);
    }
  }
  return hash >>> 0;
}

/** The median of a non-empty list of numbers (the mean of the middle two for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Times the work: one untimed round, then `rounds` timed ones. `ms` is their median, so one
 * round that another process interrupted does not make the figure.
 * @param {{ size?: number, rounds?: number, now?: () => number }} [options]
 * @returns {{ ms: number, roundsMs: number[], checksum: number }}
 */
export function timeMachineCheck({
  size = MACHINE_CHECK.size,
  rounds = MACHINE_CHECK.rounds,
  now = () => performance.now(),
} = {}) {
  const checksum = machineCheckWork(size);
  const roundsMs = [];
  for (let round = 0; round < rounds; round += 1) {
    const start = now();
    if (machineCheckWork(size) !== checksum)
      throw new Error('machine check: the work is not fixed');
    roundsMs.push(now() - start);
  }
  return { ms: median(roundsMs), roundsMs, checksum };
}

/**
 * The check's record in bench/results/latest.json: the work, and its time at the start and
 * at the end of the run (null while the run has not ended).
 * @param {{ ms: number, roundsMs: number[], checksum: number }} start
 * @param {{ ms: number, roundsMs: number[], checksum: number } | null} end
 */
export function machineCheckRecord(start, end) {
  return {
    work: MACHINE_CHECK.work,
    checksum: start.checksum,
    rounds: start.roundsMs.length,
    start: { ms: start.ms, roundsMs: start.roundsMs },
    end: end ? { ms: end.ms, roundsMs: end.roundsMs } : null,
  };
}
