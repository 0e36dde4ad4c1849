import { graphql, type HeadProps, type PageProps } from "gatsby";
import { ClassDetails } from "@/components/ClassDetails";
import { Layout } from "@/components/Layout";
import { JsonLd } from "@/components/JsonLd";
import { Seo } from "@/components/Seo";
import { ContactBarTrial, TrialCallToAction } from "@/features/booking/TrialCallToAction";
import { Testimonials } from "@/components/Testimonials";
import { useSiteSettings } from "@/hooks/useSiteSettings";
import { useUiTexts } from "@/hooks/useUiTexts";
import { classJsonLd } from "@/lib/structured-data";

type Data = Queries.ClassPageQuery;

export default function ClassPage({ data }: PageProps<Data>) {
  const ui = useUiTexts();
  const { studioClass, bookingSettings } = data;
  if (!studioClass || !bookingSettings) throw new Error("The class page query found no class");
  return (
    <Layout contactBar={<ContactBarTrial classSlug={studioClass.slug} sport={studioClass.sport} />}>
      <ClassDetails
        studioClass={studioClass}
        trialAction={
          <TrialCallToAction
            priceILS={bookingSettings.priceILS}
            classSlug={studioClass.slug}
            sport={studioClass.sport}
          />
        }
      >
        <Testimonials heading={ui.testimonials.classHeading} testimonials={data.allTestimonial.nodes} />
      </ClassDetails>
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
    allTestimonial(filter: { class: { eq: $slug } }) {
      nodes {
        quote
        who
      }
    }
  }
`;
