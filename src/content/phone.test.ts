import { formatPhoneForDisplay, telUrl, whatsappUrl } from "./phone";

describe("phone links", () => {
  it("dial the international number", () => {
    expect(telUrl("+972501234567")).toBe("tel:+972501234567");
  });

  it("open a WhatsApp chat, optionally with a message ready", () => {
    expect(whatsappUrl("+972501234567")).toBe("https://wa.me/972501234567");
    expect(whatsappUrl("+972501234567", "שלום & תודה")).toBe(
      `https://wa.me/972501234567?text=${encodeURIComponent("שלום & תודה")}`,
    );
  });

  it("show Israeli numbers the local way", () => {
    expect(formatPhoneForDisplay("+972501234567")).toBe("050-123-4567");
    expect(formatPhoneForDisplay("+97231234567")).toBe("03-123-4567");
    expect(formatPhoneForDisplay("+14155550100")).toBe("+14155550100");
  });
});
