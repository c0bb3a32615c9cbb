/** The types of eslint.config.js, for scripts/layers.test.ts, which lints with its `layers`. */
import type { Linter } from "eslint";

export const layers: Linter.Config;
declare const config: Linter.Config[];
export default config;
