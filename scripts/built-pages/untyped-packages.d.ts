// The parts of the npm packages without types of their own that the checks of the built pages use.
declare module "structured-data-testing-tool" {
  export interface TestResult {
    test: string;
    type?: string;
    description?: string;
    group?: string;
    error?: { message: string };
  }
  export interface Result {
    passed: TestResult[];
    failed: TestResult[];
    warnings: TestResult[];
  }
  export interface Preset {
    name: string;
  }
  export function structuredDataTest(html: string, options: { presets: Preset[] }): Promise<Result>;
}

declare module "structured-data-testing-tool/presets" {
  import type { Preset } from "structured-data-testing-tool";
  export const Google: Preset;
  export const Twitter: Preset;
  export const Facebook: Preset;
}

/** vnu-jar: the path of the checker's jar (a String object). */
declare module "vnu-jar" {
  const jarPath: string;
  export default jarPath;
}
