import { formatAddress, googleMapsUrl, wazeUrl } from "./location";

const address = { street: "המסגר 35", city: "תל אביב-יפו" };

describe("location", () => {
  it("writes the address as street, then city", () => {
    expect(formatAddress(address)).toBe("המסגר 35, תל אביב-יפו");
  });

  it("opens navigation to the address in Waze", () => {
    const url = new URL(wazeUrl(address));
    expect(url.origin).toBe("https://waze.com");
    expect(url.pathname).toBe("/ul");
    expect(url.searchParams.get("q")).toBe("המסגר 35, תל אביב-יפו");
    expect(url.searchParams.get("navigate")).toBe("yes");
  });

  it("opens directions to the address in Google Maps", () => {
    const url = new URL(googleMapsUrl(address));
    expect(url.origin + url.pathname).toBe("https://www.google.com/maps/dir/");
    expect(url.searchParams.get("api")).toBe("1");
    expect(url.searchParams.get("destination")).toBe("המסגר 35, תל אביב-יפו");
  });
});
