import { render, screen } from "@testing-library/react";
import { formatShekels } from "@/content/format";
import { asWritten, products } from "@/test-fixtures";
import { ProductCard } from "./ProductCard";

const order = { href: "https://provider.fixture.example/shop", label: "להזמנה" };
const [withPicture, withoutPicture] = products as [Queries.ProductCardFragment, Queries.ProductCardFragment];

describe("ProductCard", () => {
  it("shows the product's picture, name, price and description, and orders it in a new tab", () => {
    render(
      <ul>
        <ProductCard product={withPicture} order={order} />
      </ul>,
    );
    expect(screen.getByRole("heading", { name: withPicture.name })).toBeInTheDocument();
    expect(screen.getByText(formatShekels(withPicture.priceILS), asWritten)).toBeInTheDocument();
    expect(screen.getByText(withPicture.description)).toBeInTheDocument();
    expect(screen.getByAltText(withPicture.imageAlt)).toBeInTheDocument();
    const link = screen.getByRole("link", { name: /להזמנה/ });
    expect(link).toHaveAttribute("href", order.href);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAccessibleDescription(withPicture.name);
  });

  it("leaves the picture out when it was not processed", () => {
    render(
      <ul>
        <ProductCard product={withoutPicture} order={order} />
      </ul>,
    );
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getByText(formatShekels(1250), asWritten)).toBeInTheDocument();
  });
});
