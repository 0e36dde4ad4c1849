import type { GatsbyNode } from "gatsby";
import { checkContentOnDisk } from "../content/load-content";
import { formatProblems } from "../content/report-problems";

/** Stops the build before Gatsby reads anything when an editor's change to content/ is wrong (as check:content). */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter, store }) => {
  const { program } = store.getState() as { program: { directory: string } };
  const problems = checkContentOnDisk(program.directory);
  if (problems.length > 0) reporter.panic(formatProblems(problems));
};
