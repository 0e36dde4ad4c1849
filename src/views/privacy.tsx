import { graphql, type HeadProps, type PageProps } from "gatsby";
import { PageShellHead } from "@/components/PageShell";
import { TextDocumentPage } from "@/components/TextDocument";
import * as styles from "./text-page.module.scss";

/**
 * The privacy notice (Privacy Protection Law, Amendment 13), from content/privacy.json: what the site keeps in the
 * browser, what reaches Google, the booking provider and WhatsApp, and how to see, correct or delete data.
 */
export function PrivacyPage({ data }: PageProps<Queries.PrivacyPageDataFragment>) {
  return <TextDocumentPage path="/privacy" data={data} styles={styles} />;
}

export const PrivacyPageHead = ({ location }: HeadProps) => (
  <PageShellHead path="/privacy" pathname={location.pathname} />
);

export const query = graphql`
  fragment PrivacyPageData on Query {
    document: privacyNotice(lang: { eq: $lang }) {
      ...TextDocumentContent
    }
    bookingSettings(lang: { eq: $lang }) {
      priceILS
    }
  }
`;
