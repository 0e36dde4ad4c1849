import { act, render, renderHook, screen } from "@testing-library/react";
import { staticQueryData } from "@/test-fixtures/static-queries";
import type { SiteTexts } from "./site-texts";

// jest.setup.ts lets a component rendered alone read the fixtures; these tests hold the module as it is.
const { InShownPageTexts, PageTextsProvider, ShownTextsHolder, useSiteTexts } =
  jest.requireActual<typeof import("./site-texts")>("./site-texts");

const hebrew = { language: "he", data: staticQueryData } as unknown as SiteTexts;
const english = { language: "en", data: staticQueryData } as unknown as SiteTexts;

function Language({ label }: { label: string }) {
  return (
    <p>
      {label}: {useSiteTexts().language}
    </p>
  );
}

describe("the site's texts in a page's language", () => {
  it("are the page's own, and missing outside a page", () => {
    render(
      <PageTextsProvider texts={english}>
        <Language label="page" />
      </PageTextsProvider>,
    );
    expect(screen.getByText("page: en")).toBeInTheDocument();
    expect(() => renderHook(() => useSiteTexts())).toThrow(/wrapped in its language's texts/);
  });

  it("reach what the app mounts outside the pages once a page is shown, in the shown page's language", () => {
    const app = (texts: SiteTexts) => (
      <ShownTextsHolder>
        <PageTextsProvider texts={texts}>
          <Language label="page" />
        </PageTextsProvider>
        <InShownPageTexts>
          <Language label="modal" />
        </InShownPageTexts>
      </ShownTextsHolder>
    );
    const { rerender } = render(app(hebrew));
    expect(screen.getByText("modal: he")).toBeInTheDocument();
    act(() => rerender(app(english)));
    expect(screen.getByText("page: en")).toBeInTheDocument();
    expect(screen.getByText("modal: en")).toBeInTheDocument();
  });

  it("leave the app's parts unrendered until a page is shown", () => {
    render(
      <ShownTextsHolder>
        <InShownPageTexts>
          <Language label="modal" />
        </InShownPageTexts>
      </ShownTextsHolder>,
    );
    expect(screen.queryByText(/modal/)).toBeNull();
  });
});
