import { render } from "@testing-library/react";
import { LatinMarked } from "./LatinMarked";

describe("LatinMarked", () => {
  it("marks each run of Latin words English and leaves the Hebrew as it is", () => {
    const { container } = render(
      <p>
        <LatinMarked text="פועלת כש-JavaScript מופעל, ברמה AA." />
      </p>,
    );
    expect(container).toHaveTextContent("פועלת כש-JavaScript מופעל, ברמה AA.");
    expect([...container.querySelectorAll("bdi[lang=en]")].map((bdi) => bdi.textContent)).toEqual(["JavaScript", "AA"]);
  });
});
