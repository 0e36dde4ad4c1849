import { uiTexts } from "@/test-fixtures";
import { formatShekels } from "@/content/format";
import { orderLink, productDescription } from "./shop";

const texts = uiTexts.shopPage;

describe("orderLink", () => {
  const product = { name: "חולצת סטודיו", priceILS: 89 };

  it("prepares a WhatsApp message naming the product when there is no online shop", () => {
    const { href, label } = orderLink(product, { phone: "+972501234567" }, texts);
    expect(label).toBe(texts.orderWhatsapp);
    expect(href.startsWith("https://wa.me/972501234567?text=")).toBe(true);
    expect(decodeURIComponent(href.split("text=")[1] ?? "")).toContain("חולצת סטודיו");
  });

  it("sends the visitor to the booking provider's shop when one is configured", () => {
    expect(orderLink(product, { phone: "+972501234567", shopUrl: "https://shop.example/x" }, texts)).toEqual({
      href: "https://shop.example/x",
      label: texts.orderOnline,
    });
  });
});

describe("productDescription", () => {
  it("places the product's own price where the description says {price}, and leaves other text alone", () => {
    expect(productDescription({ description: "כרטיס מתנה בשווי {price}.", priceILS: 250 })).toBe(
      `כרטיס מתנה בשווי ${formatShekels(250)}.`,
    );
    expect(productDescription({ description: "חולצה {size}", priceILS: 89 })).toBe("חולצה {size}");
  });
});
