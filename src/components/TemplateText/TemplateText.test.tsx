import { render } from "@testing-library/react";
import { TemplateText } from "./TemplateText";

describe("TemplateText", () => {
  it("fills placeholders with words and elements, and marks Latin words English", () => {
    const { container } = render(
      <p>
        <TemplateText
          template="האתר של {brand} לפי WCAG 2.1, בטלפון {phone} {missing}"
          values={{ brand: "Fixture Gym", phone: <a href="tel:+1">1</a> }}
        />
      </p>,
    );
    expect(container).toHaveTextContent("האתר של Fixture Gym לפי WCAG 2.1, בטלפון 1 {missing}");
    expect([...container.querySelectorAll("bdi[lang=en]")].map((bdi) => bdi.textContent)).toEqual([
      "Fixture Gym",
      "WCAG 2.1",
    ]);
    expect(container.querySelector("a")).toHaveAttribute("href", "tel:+1");
  });
});
