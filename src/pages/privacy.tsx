import { graphql, type HeadProps, type PageProps } from "gatsby";
import { PageShellHead } from "@/components/PageShell";
import { TextDocumentPage } from "@/components/TextDocument";
import { useUiTexts } from "@/hooks/useUiTexts";
import * as styles from "./text-page.module.scss";

/**
 * The privacy notice (Privacy Protection Law, Amendment 13), from content/privacy.json: what the site keeps in the
 * browser, what reaches Google, the booking provider and WhatsApp, and how to see, correct or delete data.
 */
export default function PrivacyPage({ data }: PageProps<Queries.PrivacyPageQuery>) {
  const { privacyPage: texts } = useUiTexts();
  return (
    <TextDocumentPage
      path="/privacy"
      document={data.privacyNotice}
      priceILS={data.bookingSettings?.priceILS}
      file="privacy.json"
      updatedLabel={texts.updated}
      styles={styles}
    />
  );
}

export const Head = ({ location }: HeadProps) => <PageShellHead path="/privacy" pathname={location.pathname} />;

export const query = graphql`
  query PrivacyPage {
    privacyNotice {
      updatedOn
      intro
      sections {
        slug
        heading
        paragraphs
        items
      }
    }
    bookingSettings {
      priceILS
    }
  }
`;
