import { act } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { hydrateInSlices } from "./hydrate-in-slices";

const Page = () => <p>שלום</p>;

describe("hydrateInSlices", () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => consoleError.mockRestore());

  it("hydrates the HTML a page was built with, keeping its elements", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Page />);
    const built = container.firstElementChild;
    await act(async () => {
      hydrateInSlices(<Page />, container);
    });
    expect(container.firstElementChild).toBe(built);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("renders into an empty root (gatsby develop's page shell, its loading indicators) without a hydration error", async () => {
    const container = document.createElement("div");
    let unmount: () => void = () => {};
    await act(async () => {
      unmount = hydrateInSlices(<Page />, container);
    });
    expect(container).toHaveTextContent("שלום");
    expect(consoleError).not.toHaveBeenCalled();
    await act(async () => unmount());
    expect(container).toBeEmptyDOMElement();
  });
});
