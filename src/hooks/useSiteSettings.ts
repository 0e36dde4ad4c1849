import { graphql } from "gatsby";
import { useSiteTexts } from "@/language/site-texts";

/** content/site.json in the page's language, for components outside a page query. */
export function useSiteSettings(): Queries.SiteSettingsFieldsFragment {
  const { siteSettings } = useSiteTexts().data;
  if (!siteSettings) throw new Error("content/site.json was not loaded");
  return siteSettings;
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
