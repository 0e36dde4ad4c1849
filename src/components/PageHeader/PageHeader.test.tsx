import { render, screen } from "@testing-library/react";
import { PageHeader } from "./PageHeader";

describe("PageHeader", () => {
  it("shows the section, the heading, the lead and what the page adds", () => {
    render(
      <PageHeader eyebrow="חוגי ילדים" title="סלטות" lead="שורה על החוג">
        <a href="/x">פעולה</a>
      </PageHeader>,
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("סלטות");
    expect(screen.getByText("חוגי ילדים")).toBeInTheDocument();
    expect(screen.getByText("שורה על החוג")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "פעולה" })).toBeInTheDocument();
  });

  it("is only a heading when nothing else is given", () => {
    const { container } = render(<PageHeader title="החנות" />);
    expect(container.querySelectorAll("p")).toHaveLength(0);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("החנות");
  });
});
