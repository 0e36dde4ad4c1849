/** The studio's street address, and links that open turn-by-turn navigation to it (no map is embedded). */
export interface StreetAddress {
  street: string;
  city: string;
}

/** "המסגר 35, תל אביב-יפו": how the address is written on screen and searched for by the navigation apps. */
export const formatAddress = (address: StreetAddress): string => `${address.street}, ${address.city}`;

export const wazeUrl = (address: StreetAddress): string =>
  `https://waze.com/ul?q=${encodeURIComponent(formatAddress(address))}&navigate=yes`;

export const googleMapsUrl = (address: StreetAddress): string =>
  `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(formatAddress(address))}`;
