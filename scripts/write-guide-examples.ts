// Rewrites the generated part of docs/editing.md (the content check's messages, between its markers) from the check
// itself: run it after changing a message of the check (src/content/guide-examples.test.ts says when).
import fs from "node:fs";
import path from "node:path";
import prettier from "prettier";
import { GUIDE, guideBlock, withBlock } from "../src/content/guide-examples";

async function main() {
  const file = path.join(__dirname, "..", GUIDE);
  const options = await prettier.resolveConfig(file);
  const text = await prettier.format(withBlock(fs.readFileSync(file, "utf8"), guideBlock()), {
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
