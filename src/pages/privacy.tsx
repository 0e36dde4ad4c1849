import { graphql, type HeadProps, type PageProps } from "gatsby";
import { PageShell, PageShellHead } from "@/components/PageShell";
import { TextDocument } from "@/components/TextDocument";
import { useSiteSettings } from "@/hooks/useSiteSettings";
import { useUiTexts } from "@/hooks/useUiTexts";
import { textFacts } from "@/content/text-facts";
import * as styles from "./text-page.module.scss";

/**
 * The privacy notice (Privacy Protection Law, Amendment 13), from content/privacy.json: what the site keeps in the
 * browser, what reaches Google, the booking provider and WhatsApp, and how to see, correct or delete data.
 */
export default function PrivacyPage({ data }: PageProps<Queries.PrivacyPageQuery>) {
  const { privacyPage: texts } = useUiTexts();
  const site = useSiteSettings();
  const notice = data.privacyNotice;
  if (!notice || !data.bookingSettings) throw new Error("content/privacy.json or booking.json was not loaded");
  return (
    <PageShell path="/privacy">
      <TextDocument
        document={notice}
        facts={textFacts(site, data.bookingSettings.priceILS)}
        updatedLabel={texts.updated}
        styles={styles}
      />
    </PageShell>
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
