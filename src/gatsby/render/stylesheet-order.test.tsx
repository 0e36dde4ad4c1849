import { APP_STYLESHEET, stylesheetsInWebpackOrder } from "./stylesheet-order";

const inlined = (href: string) => <style key={href} data-href={href} />;
const names = (head: ReturnType<typeof stylesheetsInWebpackOrder>) =>
  head.map((node) => (node as JSX.Element).props["data-href"] ?? (node as JSX.Element).key);

describe("the inlined stylesheets in webpack's order", () => {
  const app = "/app.54cef5996ae6969bdc1f.css";
  const template = "/component---src-templates-coach-page-tsx.12fe9c3929ff0aafe09f.css";
  const shared = "/720e41ce61669e3d5be0.css";
  const meta = <meta key="description" name="description" />;
  const softly = <style key="fail-softly" />;

  it("puts the app's first, then the template's, where Gatsby wrote them, the rest in place", () => {
    expect(names(stylesheetsInWebpackOrder([meta, inlined(template), inlined(app), softly]))).toEqual([
      "description",
      app,
      template,
      "fail-softly",
    ]);
  });

  it("keeps a chunk shared by several templates between the app's and the template's", () => {
    const head = [inlined(template), inlined(shared), inlined(app), meta];
    expect(names(stylesheetsInWebpackOrder(head))).toEqual([app, shared, template, "description"]);
  });

  it("leaves a head without inlined stylesheets as it is", () => {
    expect(stylesheetsInWebpackOrder([meta, softly])).toEqual([meta, softly]);
  });

  it("fails the build when the app's stylesheet would not come first", () => {
    expect(() => stylesheetsInWebpackOrder([inlined(app), inlined(template)])).toThrow(/no longer inlines the app's/);
  });

  it("knows the app's stylesheet by its name", () => {
    expect(APP_STYLESHEET.test(app)).toBe(true);
    expect(APP_STYLESHEET.test(template)).toBe(false);
  });
});
