import { act, render, screen } from "@testing-library/react";
import { HEADER_FIX_THRESHOLD_PX } from "@/lib/header";
import { Layout } from "./Layout";

const scrollTo = (y: number) =>
  act(() => {
    window.scrollY = y;
    window.dispatchEvent(new Event("scroll"));
  });

describe("Layout", () => {
  it("frames the page: skip link first, header, the page in <main>, footer", () => {
    render(
      <Layout>
        <p>תוכן העמוד</p>
      </Layout>,
    );
    const main = screen.getByRole("main");
    expect(main).toHaveTextContent("תוכן העמוד");
    expect(screen.getAllByRole("link")[0]).toHaveAttribute("href", `#${main.id}`);
    expect(screen.getByRole("banner")).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
  });

  it("fixes the header once the page has scrolled past the threshold", () => {
    render(
      <Layout>
        <p>תוכן</p>
      </Layout>,
    );
    scrollTo(HEADER_FIX_THRESHOLD_PX);
    expect(screen.getByRole("banner")).toHaveAttribute("data-fixed", "false");
    scrollTo(HEADER_FIX_THRESHOLD_PX + 1);
    expect(screen.getByRole("banner")).toHaveAttribute("data-fixed", "true");
    expect(screen.getByRole("main")).toHaveAttribute("data-header-fixed", "true");
  });
});
