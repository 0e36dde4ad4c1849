import { graphql, type HeadProps, type PageProps } from "gatsby";
import { ClassDetails } from "../components/ClassDetails";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";

type Data = Queries.ClassPageQuery;

export default function ClassPage({ data }: PageProps<Data>) {
  if (!data.studioClass || !data.bookingSettings) throw new Error("The class page query found no class");
  return (
    <Layout>
      <ClassDetails studioClass={data.studioClass} trialPriceILS={data.bookingSettings.priceILS} />
    </Layout>
  );
}

export function Head({ data, location }: HeadProps<Data>) {
  return <Seo title={data.studioClass?.title} description={data.studioClass?.summary} pathname={location.pathname} />;
}

export const query = graphql`
  query ClassPage($slug: String!) {
    studioClass(slug: { eq: $slug }) {
      ...ClassDetails
    }
    bookingSettings {
      priceILS
    }
  }
`;
