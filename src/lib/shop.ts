import { formatShekels } from "../content/format";
import { whatsappUrl } from "../content/phone";

/**
 * How a visitor orders a product without a payment system of our own: the booking provider's shop when the
 * studio has one configured, otherwise a WhatsApp message to the studio with the product already named.
 */
export function orderLink(
  product: { name: string; priceILS: number },
  studio: { phone: string; shopUrl?: string | null },
): { href: string; label: string } {
  if (studio.shopUrl) return { href: studio.shopUrl, label: "להזמנה בחנות המקוונת" };
  const message = `היי, אשמח להזמין: ${product.name} (${formatShekels(product.priceILS)})`;
  return { href: whatsappUrl(studio.phone, message), label: "להזמנה בוואטסאפ" };
}
