/**
 * A Vitest reporter for `npm test`: writes "file: name" of every test that passed only on a retry
 * to the file named by VITEST_RETRIED_FILE, so the summary line can name them (Vitest's JSON report
 * does not say which tests were retried). Such a test is a bug to fix (CONTRIBUTING).
 */
import fs from "node:fs";
import path from "node:path";

export default class RetriedReporter {
  retried = [];

  onTestCaseResult(testCase) {
    const { retryCount } = testCase.diagnostic() ?? {};
    if (retryCount > 0 && testCase.result().state === "passed")
      this.retried.push(
        `${path.relative(process.cwd(), testCase.module.moduleId)}: ${testCase.fullName}`,
      );
  }

  onTestRunEnd() {
    const file = process.env.VITEST_RETRIED_FILE;
    if (file) fs.writeFileSync(file, JSON.stringify(this.retried));
  }
}
