import type { GatsbyNode } from "gatsby";
import { formatProblems } from "../content/validate-content";
import { checkContentOnDisk } from "../content/load-content";

/** Stops the build before Gatsby reads anything when an editor's change to content/ is wrong. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter, store }) => {
  const { program } = store.getState() as { program: { directory: string } };
  const problems = checkContentOnDisk(program.directory);
  if (problems.length > 0) reporter.panic(formatProblems(problems));
};
