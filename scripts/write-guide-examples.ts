// Rewrites the generated parts of docs/editing.md from the checks themselves, each between its markers: the content
// check's messages, and the launch check's "before launch" list. Run it after changing a message of either check
// (site-build/content/guide-examples.test.ts says when).
import fs from "node:fs";
import path from "node:path";
import prettier from "prettier";
import {
  GUIDE,
  LAUNCH_BEGIN,
  LAUNCH_END,
  guideBlock,
  launchBlock,
  withBlock,
} from "../site-build/content/guide-examples";

async function main() {
  const file = path.join(__dirname, "..", GUIDE);
  const options = await prettier.resolveConfig(file);
  const guide = withBlock(fs.readFileSync(file, "utf8"), guideBlock());
  const text = await prettier.format(withBlock(guide, launchBlock(), LAUNCH_BEGIN, LAUNCH_END), {
    ...options,
    filepath: file,
  });
  fs.writeFileSync(file, text);
  console.log(`wrote ${GUIDE}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
