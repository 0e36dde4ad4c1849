import { graphql, type HeadProps, type PageProps } from "gatsby";
import { PageShellHead } from "@/components/PageShell";
import { TextDocumentPage } from "@/components/TextDocument";
import * as styles from "./text-page.module.scss";

/**
 * The terms and cancellation policy, from content/terms.json: the try-out, monthly memberships and how to end one,
 * courses paid at once, the punch card and the gift card, and the cancellation of a distance sale (Consumer
 * Protection Law). Linked from every price, the shop, the try-out's last step, the FAQ and every page's footer.
 */
export function TermsPage({ data }: PageProps<Queries.TermsPageDataFragment>) {
  return <TextDocumentPage path="/terms" data={data} styles={styles} />;
}

export const TermsPageHead = ({ location }: HeadProps) => <PageShellHead path="/terms" pathname={location.pathname} />;

export const query = graphql`
  fragment TermsPageData on Query {
    document: termsDocument(lang: { eq: $lang }) {
      ...TextDocumentContent
    }
    bookingSettings(lang: { eq: $lang }) {
      priceILS
    }
  }
`;
