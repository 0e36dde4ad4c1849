import { graphql, type HeadProps, type PageProps } from "gatsby";
import { PageShellHead } from "@/components/PageShell";
import { TextDocumentPage } from "@/components/TextDocument";
import * as styles from "./text-page.module.scss";
import { inHebrew } from "@/language/he/HebrewSiteTexts";

/**
 * The terms and cancellation policy, from content/terms.json: the try-out, monthly memberships and how to end one,
 * courses paid at once, the punch card and the gift card, and the cancellation of a distance sale (Consumer
 * Protection Law). Linked from every price, the shop, the try-out's last step, the FAQ and every page's footer.
 */
function TermsPage({ data }: PageProps<Queries.TermsPageQuery>) {
  return <TextDocumentPage path="/terms" data={data} styles={styles} />;
}

const TermsPageHead = ({ location }: HeadProps) => <PageShellHead path="/terms" pathname={location.pathname} />;

export default inHebrew(TermsPage);
export const Head = inHebrew(TermsPageHead);

export const query = graphql`
  query TermsPage {
    document: termsDocument {
      ...TextDocumentContent
    }
    bookingSettings {
      priceILS
    }
  }
`;
