import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { buildEnv, firebaseSettings } from "../../firebase/config";
import { writeRobotsTxt } from "./robots";
import { startHomeScriptsAfterHero } from "./scripts-after-hero";
import { securePages } from "./secure-pages";

/**
 * After the pages are written: robots.txt, the home page's scripts put behind the hero poster, then each page
 * cleaned of NUL bytes and given its script policy (last, so that it hashes the inline scripts as served).
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async (args) => {
  await writeRobotsTxt(args);
  const { program } = args.store.getState() as { program: { directory: string } };
  startHomeScriptsAfterHero(path.join(program.directory, "public"));
  const { authEmulatorHost } = firebaseSettings(buildEnv());
  try {
    const result = securePages(path.join(program.directory, "public"), authEmulatorHost);
    const cleaned = result.cleaned.length ? `; NUL bytes removed from ${result.cleaned.join(", ")}` : "";
    args.reporter.info(
      `Content-Security-Policy: ${result.pages} pages, ${result.inlineScripts} inline scripts allowed by hash` +
        `${authEmulatorHost ? `, Auth emulator http://${authEmulatorHost} allowed` : ""}${cleaned}`,
    );
  } catch (error) {
    args.reporter.panic(`Could not secure the built pages: ${(error as Error).message}`);
  }
};
