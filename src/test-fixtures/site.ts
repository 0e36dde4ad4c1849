/** The one admin of the fixture studio; the site holds only its digest (src/features/account/admin.ts). */
export const FIXTURE_ADMIN_EMAIL = "boss@fixture.example";

/** A studio that is not the shipped one: tests that pass with it do not depend on content/. */
export const site: Queries.SiteSettingsFieldsFragment = {
  brand: "Fixture Gym",
  siteUrl: "https://fixture.example",
  title: "Fixture Gym – סטודיו לדוגמה",
  description: "סטודיו לדוגמה לבדיקות: טריקינג, קליסטניקס ומואי תאי לילדים ולמבוגרים, בשכונה שקטה.",
  shareImageAlt: "הלוגו של סטודיו הבדיקות על רקע כחול",
  phone: "+972541112233",
  email: "hello@fixture.example",
  priceRange: "₪",
  address: { street: "הבדיקה 7", city: "חיפה", postalCode: "3100001", country: "IL" },
  directions: {
    parking: "חניה חינם במגרש שמאחורי הבניין.",
    publicTransport: "קו 99 עוצר בתחנת הבדיקה, שלוש דקות הליכה.",
  },
  // Closed on Sunday, open twice on Monday (listed late first), open on Saturday: unlike the shipped week.
  openingHours: [
    { day: "monday", opens: "16:00", closes: "21:30" },
    { day: "monday", opens: "06:45", closes: "12:00" },
    { day: "wednesday", opens: "16:00", closes: "21:30" },
    { day: "saturday", opens: "09:00", closes: "12:15" },
  ],
  social: {
    instagram: "https://www.instagram.com/fixture.gym",
    facebook: null,
    tiktok: "https://www.tiktok.com/@fixture.gym",
    youtube: null,
  },
  // SHA-256 of FIXTURE_ADMIN_EMAIL (admin.test.ts checks the digest itself).
  adminEmailDigests: ["3a171510520d569f72002c494406f7a98f59a015ab172b41af55a9e7fb854e00"],
  storageBucket: null,
  legalEntity: { name: "פיקסצ׳ר ג׳ים בע״מ", number: "515000001" },
  premises: {
    entrance: "הכניסה מהחצר, ברמת הרחוב.",
    stepsOrLift: "קומת קרקע, בלי מדרגות.",
    accessibleToilet: "יש שירותים נגישים ליד המלתחות.",
    accessibleParking: "שתי חניות נכים מול הכניסה.",
    serviceArrangements: "נשמח לעזור בכניסה; כלבי נחייה מוזמנים.",
  },
  // A Wednesday, a day the studio opens (src/test-fixtures/content/site.json closes it too).
  healthDeclaration: {
    how: "חותמים על ההצהרה בטופס שבקישור, לפני האימון הראשון.",
    link: { label: "טופס הצהרת הבריאות", href: "/files/health-declaration.pdf" },
  },
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
