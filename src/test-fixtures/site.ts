/** A studio that is not the shipped one: tests that pass with it do not depend on content/. */
export const site: Queries.SiteSettingsFieldsFragment = {
  brand: "Fixture Gym",
  siteUrl: "https://fixture.example",
  title: "Fixture Gym – סטודיו לדוגמה",
  description: "סטודיו לדוגמה לבדיקות: טריקינג, קליסטניקס ומואי תאי לילדים ולמבוגרים, בשכונה שקטה.",
  phone: "+972541112233",
  email: "hello@fixture.example",
  priceRange: "₪",
  address: { street: "הבדיקה 7", city: "חיפה", postalCode: "3100001", country: "IL" },
  adminEmails: ["boss@fixture.example"],
  storageBucket: null,
  accessibility: {
    coordinator: "נועה בודקת",
    phone: "+972541112244",
    email: "access@fixture.example",
    reviewedOn: "2030-01-02",
  },
  bookingProvider: {
    name: "ProviderX",
    trialFormUrl: "https://provider.fixture.example/trial",
    loginUrl: "https://provider.fixture.example/login",
    shopUrl: null,
  },
};
