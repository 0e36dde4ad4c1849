import { render, screen, within } from "@testing-library/react";
import { testimonials } from "@/test-fixtures";
import { Testimonials } from "./Testimonials";

describe("Testimonials", () => {
  it("shows each quote with who said it, and the class it is about as a link when given", () => {
    render(<Testimonials heading="מה אומרים עלינו" testimonials={testimonials} />);
    const section = screen.getByRole("region", { name: "מה אומרים עלינו" });
    const items = within(section).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText(testimonials[0]!.quote).closest("blockquote")).not.toBeNull();
    expect(items[0]).toHaveTextContent(`${testimonials[0]!.who} · ${testimonials[0]!.about!.title}`);
    expect(within(items[0]!).getByRole("link")).toHaveAttribute("href", testimonials[0]!.about!.path);
    expect(within(items[1]!).queryByRole("link")).toBeNull();
  });

  it("renders nothing at all when there is none", () => {
    const { container } = render(<Testimonials heading="מה אומרים עלינו" testimonials={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
