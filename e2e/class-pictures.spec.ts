import fs from "node:fs";
import path from "node:path";
import { test, expect } from "./fixtures";

const classes = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "content", "classes.json"), "utf8")) as {
  slug: string;
  image: string;
  imageAlt: string;
}[];

test.describe("class pages", () => {
  for (const entry of classes) {
    test(`/classes/${entry.slug} shows its picture, described by its alt text, in modern formats`, async ({ page }) => {
      await page.goto(`/classes/${entry.slug}`);
      const picture = page.getByRole("img", { name: entry.imageAlt, exact: true });
      await expect(picture).toBeVisible();
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      const wrapper = page.locator("[data-gatsby-image-wrapper]", { has: picture });
      await expect(wrapper.locator('source[type="image/avif"]')).toHaveAttribute("srcset", /\/static\/.+\.avif/);
      await expect(wrapper.locator('source[type="image/webp"]')).toHaveAttribute("srcset", /\/static\/.+\.webp/);
    });
  }
});
