// Prints one plain closing line ("tests: N passed, N failed, N skipped") after the default
// reporter's summary, so CI logs and scripts can read the outcome without parsing Vitest's layout.
// Errors thrown outside any test (Vitest fails the run for them) are counted on the same line,
// so "0 failed" never sits above a red exit. It also names the slowest files (import plus tests),
// so a CI run that grows says where its minutes went (CI's budget: docs/ci.md).
const SLOWEST_SHOWN = 12;

export default class SummaryReporter {
  onTestRunEnd(testModules, unhandledErrors = []) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const testModule of testModules) {
      for (const test of testModule.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') failed += 1;
        else skipped += 1;
      }
      // A module that failed to load has no tests but is a failure all the same.
      if (testModule.state() === 'failed' && [...testModule.children.allTests()].length === 0) {
        failed += 1;
      }
    }
    const timed = testModules
      .map((testModule) => {
        const { collectDuration = 0, duration = 0 } = testModule.diagnostic?.() ?? {};
        return {
          id: `${testModule.project?.name ?? ''} ${testModule.relativeModuleId ?? testModule.moduleId}`.trim(),
          ms: collectDuration + duration,
        };
      })
      .sort((a, b) => b.ms - a.ms)
      .slice(0, SLOWEST_SHOWN);
    if (timed.length > 0) {
      process.stdout.write(`\nslowest test files (import + tests):\n`);
      for (const { id, ms } of timed) {
        process.stdout.write(`  ${(ms / 1000).toFixed(1).padStart(7)} s  ${id}\n`);
      }
    }
    const errors = unhandledErrors.length;
    process.stdout.write(
      `\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped` +
        (errors > 0 ? `, ${errors} unhandled error${errors === 1 ? '' : 's'}` : '') +
        '\n',
    );
  }
}
