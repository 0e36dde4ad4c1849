import { render } from "@testing-library/react";
import { useKeptOnScreen } from "./useKeptOnScreen";

function List({ open, left, right }: { open: boolean; left: number; right: number }) {
  const { ref, flipped } = useKeptOnScreen<HTMLUListElement>(open);
  if (ref.current) ref.current.getBoundingClientRect = () => ({ left, right }) as DOMRect;
  return <ul ref={ref} data-flipped={flipped || undefined} />;
}

const flippedWhenOpened = (left: number, right: number) => {
  const { container, rerender } = render(<List open={false} left={left} right={right} />);
  rerender(<List open left={left} right={right} />);
  return container.querySelector("ul")!.hasAttribute("data-flipped");
};

describe("useKeptOnScreen", () => {
  beforeEach(() => Object.defineProperty(document.documentElement, "clientWidth", { value: 768, configurable: true }));

  it("keeps a list that fits the screen on its side", () => {
    expect(flippedWhenOpened(10, 400)).toBe(false);
  });

  it("turns a list that would pass either edge of the screen to the other side", () => {
    expect(flippedWhenOpened(-104, 280)).toBe(true);
    expect(flippedWhenOpened(500, 800)).toBe(true);
  });

  it("forgets the turn once closed", () => {
    const { container, rerender } = render(<List open={false} left={-104} right={280} />);
    rerender(<List open left={-104} right={280} />);
    rerender(<List open={false} left={10} right={400} />);
    expect(container.querySelector("ul")).not.toHaveAttribute("data-flipped");
  });
});
