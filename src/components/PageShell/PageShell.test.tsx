import { render, screen } from "@testing-library/react";
import { uiTexts } from "@/test-fixtures";
import { PageShell } from "./PageShell";

describe("PageShell", () => {
  it("frames a fixed page with the title and lead of its section of content/ui.json, then the page's content", () => {
    render(
      <PageShell path="/privacy">
        <p>תוכן העמוד</p>
      </PageShell>,
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(uiTexts.privacyPage.title);
    expect(screen.getByText(uiTexts.privacyPage.lead)).toBeInTheDocument();
    expect(screen.getByRole("main")).toHaveTextContent("תוכן העמוד");
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
  });
});
