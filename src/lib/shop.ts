import { formatShekels } from "../content/format";
import { whatsappUrl } from "../content/phone";
import { fillTemplate } from "./templates";
import type { Language } from "../language/language";

/** The order buttons' words and the prefilled message (content/ui.json, shopPage). */
export interface OrderTexts {
  orderOnline: string;
  orderWhatsapp: string;
  whatsappMessage: string;
}

/**
 * How a visitor orders a product without a payment system of our own: the booking provider's shop when the
 * studio has one configured, otherwise a WhatsApp message to the studio with the product already named.
 */
export function orderLink(
  product: { name: string; priceILS: number },
  studio: { phone: string; shopUrl?: string | null },
  texts: OrderTexts,
  language: Language = "he",
): { href: string; label: string } {
  if (studio.shopUrl) return { href: studio.shopUrl, label: texts.orderOnline };
  const message = fillTemplate(texts.whatsappMessage, {
    product: product.name,
    price: formatShekels(product.priceILS, language),
  });
  return { href: whatsappUrl(studio.phone, message), label: texts.orderWhatsapp };
}

/** A product's description with its own price placed where it says {price}: the price is written once, in priceILS. */
export const productDescription = (
  product: { description: string; priceILS: number },
  language: Language = "he",
): string => fillTemplate(product.description, { price: formatShekels(product.priceILS, language) });
