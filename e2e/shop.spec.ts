/**
 * The shop: every product of content/shop/ with its picture, name, price and description, and a way to order
 * it, the provider's shop when site.json names one, otherwise WhatsApp with the product and its price written out.
 */
import { test, expect, waitForHydration } from "./fixtures";
import { formatShekels } from "../src/content/format";
import { fillTemplate } from "../src/lib/templates";
import { productDescription } from "../src/lib/shop";
import { phoneDigits, products, site, ui } from "./content";

test("the shop lists every product with its price, and orders it by WhatsApp naming product and price", async ({
  page,
}) => {
  await page.goto("/shop");
  await waitForHydration(page);
  const cards = page.getByRole("main").getByRole("listitem");
  await expect(cards).toHaveCount(products.length);
  for (const [index, product] of products.entries()) {
    await test.step(product.slug, async () => {
      const card = cards.nth(index);
      await expect(card.getByRole("heading", { level: 2 })).toHaveText(product.name);
      await expect(card.getByRole("img", { name: product.imageAlt })).toBeVisible();
      await expect(card.getByText(formatShekels(product.priceILS), { exact: true })).toBeVisible();
      await expect(card.getByText(productDescription(product))).toBeVisible();
      const shopUrl = site.bookingProvider.shopUrl;
      const label = shopUrl ? ui.shopPage.orderOnline : ui.shopPage.orderWhatsapp;
      const order = card.getByRole("link", { name: new RegExp(`^${label}`) });
      await expect(order).toHaveAttribute("target", "_blank");
      if (shopUrl) {
        await expect(order).toHaveAttribute("href", shopUrl);
        return;
      }
      const href = new URL((await order.getAttribute("href"))!);
      expect(`${href.origin}${href.pathname}`).toBe(`https://wa.me/${phoneDigits}`);
      expect(href.searchParams.get("text")).toBe(
        fillTemplate(ui.shopPage.whatsappMessage, { product: product.name, price: formatShekels(product.priceILS) }),
      );
    });
  }
});
