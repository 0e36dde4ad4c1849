/** Phone numbers are kept in international form, "+972501234567". */
const digitsOf = (phone: string) => phone.replace(/\D/g, "");

export const telUrl = (phone: string): string => `tel:+${digitsOf(phone)}`;

export function whatsappUrl(phone: string, message?: string): string {
  const base = `https://wa.me/${digitsOf(phone)}`;
  return message ? `${base}?text=${encodeURIComponent(message)}` : base;
}

/** The number as people in Israel write it: "+972501234567" becomes "050-123-4567". */
export function formatPhoneForDisplay(phone: string): string {
  const digits = digitsOf(phone);
  if (!digits.startsWith("972")) return phone;
  const local = `0${digits.slice(3)}`;
  if (local.length === 10) return `${local.slice(0, 3)}-${local.slice(3, 6)}-${local.slice(6)}`;
  if (local.length === 9) return `${local.slice(0, 2)}-${local.slice(2, 5)}-${local.slice(5)}`;
  return local;
}
