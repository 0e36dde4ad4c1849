import type { GatsbyNode } from "gatsby";
import path from "node:path";
import { EDITOR_PATH, writeEditorFiles } from "./post-build/content-editor";
import { CHANGES_FOLDER, writeChangesPage } from "./post-build/editor-changes-page";
import { DEMO_PREVIEW_SITE } from "./post-build/editor-site";

interface DevServer {
  get(paths: string[], handler: (request: { path: string }, response: { sendFile(file: string): void }) => void): void;
}

/**
 * The content editor under the development server (`npm start`): the build writes its script, guard and page of
 * changes only after a production build, onto the editor's own site, so `gatsby develop` had none of them. Written into
 * public/, whose scripts the development server serves, beside the page and configuration it copied there from
 * static/; the two pages themselves are served here, since the development server serves no HTML file from public/.
 * On localhost the editor also offers "Work with Local Repository": it edits this checkout's content/ in place, with
 * no GitHub, and the development server shows the change.
 */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app, reporter, store }) => {
  const { directory } = store.getState().program as { directory: string };
  const publicDir = path.join(directory, "public");
  const editorPath = EDITOR_PATH;
  try {
    const written = writeEditorFiles(directory, publicDir, null);
    const changes = writeChangesPage(directory, publicDir, DEMO_PREVIEW_SITE);
    const pages = [editorPath, `${editorPath}/${CHANGES_FOLDER}`];
    (app as DevServer).get(
      pages.flatMap((page) => [page, `${page}/`]),
      (request, response) => response.sendFile(path.join(publicDir, request.path, "index.html")),
    );
    reporter.info(`Content editor at ${editorPath}/: ${written}; ${changes}`);
  } catch (error) {
    reporter.warn(`The content editor is not served at ${editorPath}/: ${(error as Error).message}`);
  }
};
