import { appStylesheetFirst } from "./stylesheet-order";

const inlined = (href: string) => <style key={href} data-href={href} />;
const hrefs = (head: ReturnType<typeof appStylesheetFirst>) =>
  head.map((node) => (node as JSX.Element).props["data-href"] ?? (node as JSX.Element).key);

describe("the app's stylesheet first", () => {
  const page = inlined("/component---src-templates-coach-page-tsx.12fe9c3929ff0aafe09f.css");
  const app = inlined("/app.54cef5996ae6969bdc1f.css");
  const meta = <meta key="description" name="description" />;
  const softly = <style key="fail-softly" />;

  it("moves the app's before the page's, where the page's was, the rest in place", () => {
    expect(hrefs(appStylesheetFirst([meta, page, app, softly]))).toEqual([
      "description",
      "/app.54cef5996ae6969bdc1f.css",
      "/component---src-templates-coach-page-tsx.12fe9c3929ff0aafe09f.css",
      "fail-softly",
    ]);
  });

  it("leaves a head whose app stylesheet is already first, or that has none, as it is", () => {
    const inOrder = [meta, app, page, softly];
    expect(appStylesheetFirst(inOrder)).toEqual(inOrder);
    expect(appStylesheetFirst([meta, page])).toEqual([meta, page]);
  });
});
