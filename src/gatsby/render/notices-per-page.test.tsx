/**
 * gatsby-ssr.tsx writes each page's notices before the app: the Hebrew notices on the Hebrew pages; on the English
 * pages, those with their English twin, in English, at the English pages' addresses.
 */
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Notice } from "./notice-banner";

const hebrew: Notice[] = [
  { text: "השיעורים ביום שישי מבוטלים בגלל החג.", until: "2030-03-05" },
  {
    text: "מערכת השעות החדשה לאביב כבר באתר.",
    until: "2030-03-12",
    link: { label: "למערכת השעות", href: "/schedule" },
    pages: ["/", "/schedule"],
  },
];
/** The second alone has its English (webpack.ts defines the notices that have it, with the Hebrew's other fields). */
const english: Notice[] = [
  {
    ...hebrew[1]!,
    text: "The new spring timetable is on the site.",
    link: { label: "To the timetable", href: "/schedule" },
  },
];

/** The markup gatsby-ssr puts before the app on the page at `pathname`, on 4 March 2030. */
function preBodyOf(pathname: string): string {
  const env = { ...process.env };
  Object.assign(process.env, {
    STUDIO_BUILD_DATE: "2030-03-04",
    STUDIO_NOTICES: JSON.stringify(hebrew),
    STUDIO_ENGLISH_NOTICES: JSON.stringify({ label: "Studio notices", notices: english }),
  });
  let components: ReactElement[] = [];
  try {
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- read after the environment is set
      const { onRenderBody } = require("../../../gatsby-ssr") as typeof import("../../../gatsby-ssr");
      const noop = () => undefined;
      onRenderBody!(
        {
          pathname,
          setHtmlAttributes: noop,
          setHeadComponents: noop,
          setPreBodyComponents: (list: ReactElement[]) => (components = list),
        } as never,
        {} as never,
      );
    });
  } finally {
    process.env = env;
  }
  return components.map((component) => renderToStaticMarkup(component)).join("");
}

describe("the notices each page is written with", () => {
  it("are the Hebrew ones on a Hebrew page", () => {
    const html = preBodyOf("/schedule");
    expect(html).toMatch(/aria-label="[\u0590-\u05ff ]+"/);
    expect(html).toContain(hebrew[0]!.text);
    expect(html).toContain('<a href="/schedule">למערכת השעות</a>');
    expect(html).not.toContain("spring");
  });

  it("are those with their English on an English page, linking the English pages, for the English addresses", () => {
    const html = preBodyOf("/en/schedule");
    expect(html).not.toMatch(/[\u0590-\u05ff]/);
    expect(html).toContain('aria-label="Studio notices"');
    expect(html).toContain(english[0]!.text);
    expect(html).toContain('<a href="/en/schedule">To the timetable</a>');
    expect(html).toContain('data-notice-pages="/en /en/schedule"');
  });
});
