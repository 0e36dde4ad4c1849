import { graphql, type HeadProps, type PageProps } from "gatsby";
import { PageShell, PageShellHead } from "@/components/PageShell";
import { TextDocument } from "@/components/TextDocument";
import { useSiteSettings } from "@/hooks/useSiteSettings";
import { useUiTexts } from "@/hooks/useUiTexts";
import { textFacts } from "@/content/text-facts";
import * as styles from "./text-page.module.scss";

/**
 * The terms and cancellation policy, from content/terms.json: the try-out, monthly memberships and how to end one,
 * courses paid at once, the punch card and the gift card, and the cancellation of a distance sale (Consumer
 * Protection Law). Linked from every price, the shop, the try-out's last step, the FAQ and every page's footer.
 */
export default function TermsPage({ data }: PageProps<Queries.TermsPageQuery>) {
  const { termsPage: texts } = useUiTexts();
  const site = useSiteSettings();
  const terms = data.termsDocument;
  if (!terms || !data.bookingSettings) throw new Error("content/terms.json or booking.json was not loaded");
  return (
    <PageShell path="/terms">
      <TextDocument
        document={terms}
        facts={textFacts(site, data.bookingSettings.priceILS)}
        updatedLabel={texts.updated}
        styles={styles}
      />
    </PageShell>
  );
}

export const Head = ({ location }: HeadProps) => <PageShellHead path="/terms" pathname={location.pathname} />;

export const query = graphql`
  query TermsPage {
    termsDocument {
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
