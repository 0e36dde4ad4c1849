// Rewrites the generated parts of the guides from the checks themselves, each between its markers: the content
// check's messages in docs/editing-json.md, and the launch check's "before launch" list in docs/editing.md. Run it after changing a message of either check
// (site-build/content/guide-examples.test.ts says when).
import fs from "node:fs";
import path from "node:path";
import prettier from "prettier";
import {
  GUIDE,
  LAUNCH_GUIDE,
  LAUNCH_BEGIN,
  LAUNCH_END,
  guideBlock,
  launchBlock,
  withBlock,
} from "../site-build/content/guide-examples";

/** `guide` with its generated part rewritten, formatted as Prettier formats it. */
async function rewrite(guide: string, write: (text: string) => string) {
  const file = path.join(__dirname, "..", guide);
  const options = await prettier.resolveConfig(file);
  const text = await prettier.format(write(fs.readFileSync(file, "utf8")), { ...options, filepath: file });
  fs.writeFileSync(file, text);
  console.log(`wrote ${guide}`);
}

async function main() {
  await rewrite(GUIDE, (text) => withBlock(text, guideBlock()));
  await rewrite(LAUNCH_GUIDE, (text) => withBlock(text, launchBlock(), LAUNCH_BEGIN, LAUNCH_END));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
