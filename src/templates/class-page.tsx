import { graphql, type HeadProps, type PageProps } from "gatsby";
import { ClassDetails } from "@/components/ClassDetails";
import { Layout } from "@/components/Layout";
import { JsonLd } from "@/components/JsonLd";
import { Seo } from "@/components/Seo";
import { TrialCallToAction } from "@/features/booking/TrialCallToAction";
import { useSiteSettings } from "@/hooks/useSiteSettings";
import { classJsonLd } from "@/lib/structured-data";

type Data = Queries.ClassPageQuery;

export default function ClassPage({ data }: PageProps<Data>) {
  if (!data.studioClass || !data.bookingSettings) throw new Error("The class page query found no class");
  return (
    <Layout>
      <ClassDetails
        studioClass={data.studioClass}
        trialAction={
          <TrialCallToAction
            priceILS={data.bookingSettings.priceILS}
            classSlug={data.studioClass.slug}
            sport={data.studioClass.sport}
          />
        }
      />
    </Layout>
  );
}

export function Head({ data, location }: HeadProps<Data>) {
  const site = useSiteSettings();
  const studioClass = data.studioClass;
  return (
    <Seo title={studioClass?.title} description={studioClass?.summary} pathname={location.pathname}>
      {studioClass && <JsonLd data={classJsonLd({ ...studioClass, path: location.pathname }, site)} />}
    </Seo>
  );
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
