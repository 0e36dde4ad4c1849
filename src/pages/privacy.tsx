import { graphql, type HeadProps, type PageProps } from "gatsby";
import { PageShellHead } from "@/components/PageShell";
import { TextDocumentPage } from "@/components/TextDocument";
import * as styles from "./text-page.module.scss";
import { inHebrew } from "@/language/he/HebrewSiteTexts";

/**
 * The privacy notice (Privacy Protection Law, Amendment 13), from content/privacy.json: what the site keeps in the
 * browser, what reaches Google, the booking provider and WhatsApp, and how to see, correct or delete data.
 */
function PrivacyPage({ data }: PageProps<Queries.PrivacyPageQuery>) {
  return <TextDocumentPage path="/privacy" data={data} styles={styles} />;
}

const PrivacyPageHead = ({ location }: HeadProps) => <PageShellHead path="/privacy" pathname={location.pathname} />;

export default inHebrew(PrivacyPage);
export const Head = inHebrew(PrivacyPageHead);

export const query = graphql`
  query PrivacyPage {
    document: privacyNotice {
      ...TextDocumentContent
    }
    bookingSettings {
      priceILS
    }
  }
`;
