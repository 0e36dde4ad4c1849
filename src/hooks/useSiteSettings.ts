import { graphql, useStaticQuery } from "gatsby";

/** content/site.json, for components outside a page query. */
export function useSiteSettings(): Queries.SiteSettingsFieldsFragment {
  const data = useStaticQuery<Queries.SiteSettingsHookQuery>(graphql`
    query SiteSettingsHook {
      siteSettings {
        ...SiteSettingsFields
      }
    }
  `);
  if (!data.siteSettings) throw new Error("content/site.json was not loaded");
  return data.siteSettings;
}

export const siteSettingsFields = graphql`
  fragment SiteSettingsFields on SiteSettings {
    brand
    siteUrl
    title
    description
    shareImageAlt
    phone
    email
    priceRange
    address {
      street
      city
      postalCode
      country
    }
    ...StudioVisitFields
    social {
      instagram
      facebook
      tiktok
      youtube
    }
    adminEmailDigests
    storageBucket
    legalEntity {
      name
      number
    }
    premises {
      entrance
      stepsOrLift
      accessibleToilet
      accessibleParking
      serviceArrangements
    }
    healthDeclaration {
      how
      link {
        label
        href
      }
    }
    accessibility {
      coordinator
      phone
      email
      reviewedOn
    }
    bookingProvider {
      name
      trialFormUrl
      loginUrl
      shopUrl
    }
  }
`;
