import { graphql, type HeadProps, type PageProps } from "gatsby";
import { ClassDetails } from "@/components/ClassDetails";
import { ContactBarLink } from "@/components/ContactBar";
import { JOIN_CLASS_ID, JoinClass } from "@/components/JoinClass";
import { Layout } from "@/components/Layout";
import { JsonLd } from "@/components/JsonLd";
import { PausedClass } from "@/components/PausedClass";
import { Seo } from "@/components/Seo";
import { ContactBarTrial, TrialCallToAction } from "@/features/booking/TrialCallToAction";
import { TRIAL_OPTIONS_ID, TrialOptions } from "@/features/booking/TrialOptions";
import { Testimonials } from "@/components/Testimonials";
import { useSiteSettings } from "@/hooks/useSiteSettings";
import { useUiTexts } from "@/hooks/useUiTexts";
import { ageFromSearch } from "@/hooks/useAgeFilter";
import { parseAge } from "@/content/ages";
import { classPageView } from "@/lib/class-page-view";
import { similarClasses } from "@/lib/class-status";
import { classJsonLd } from "@/lib/structured-data";

type Data = Queries.ClassPageDataFragment;

/**
 * A class's page; a paused class's page says it is not running and offers similar classes instead of a try-out, and
 * the page of a class without a try-out ("trial": false) says how to join it. A try-out opens the form set to the
 * class and, when the address carries the age looked for (`?age=`, from an age finder), to the age group that takes it;
 * without JavaScript it leads to the class's own try-out ways.
 */
export function ClassPage({ data, location }: PageProps<Data>) {
  const ui = useUiTexts();
  const { studioClass, bookingSettings } = data;
  if (!studioClass || !bookingSettings) throw new Error("The class page query found no class");
  const view = classPageView(studioClass);
  const preset = {
    classSlug: studioClass.slug,
    sport: studioClass.sport,
    // Used only when the try-out opens: nothing rendered depends on the address's query, which the built page lacks.
    age: parseAge(ageFromSearch(location.search) ?? ""),
    fallbackHref: `#${TRIAL_OPTIONS_ID}`,
  };
  const callToAction = <TrialCallToAction priceILS={bookingSettings.priceILS} {...preset} />;
  const contactBar = {
    trial: () => <ContactBarTrial {...preset} />,
    paused: () => <ContactBarTrial />,
    join: () => <ContactBarLink href={`#${JOIN_CLASS_ID}`}>{ui.joinClass.barLink}</ContactBarLink>,
  }[view.offer]();
  const offer = {
    trial: () => (
      <>
        {callToAction}
        <TrialOptions classTitle={studioClass.title} />
      </>
    ),
    paused: () => <PausedClass similar={similarClasses(studioClass, data.allStudioClass.nodes)} />,
    join: () => <JoinClass title={studioClass.title} howToJoin={studioClass.howToJoin} />,
  }[view.offer]();
  return (
    <Layout contactBar={contactBar}>
      <ClassDetails
        studioClass={studioClass}
        view={view}
        trialAction={offer}
        endAction={view.offer === "trial" && callToAction}
      >
        <Testimonials heading={ui.testimonials.classHeading} testimonials={data.allTestimonial.nodes} />
      </ClassDetails>
    </Layout>
  );
}

export function ClassPageHead({ data, location }: HeadProps<Data>) {
  const site = useSiteSettings();
  const studioClass = data.studioClass;
  // A paused class's sessions are not running: no Course with a schedule for search engines to show.
  const jsonLd = studioClass && classPageView(studioClass).structuredData;
  return (
    <Seo title={studioClass?.title} description={studioClass?.summary} pathname={location.pathname}>
      {jsonLd && <JsonLd data={classJsonLd({ ...studioClass, path: location.pathname }, site)} />}
    </Seo>
  );
}

export const query = graphql`
  fragment ClassPageData on Query {
    studioClass(slug: { eq: $slug }, lang: { eq: $lang }) {
      ...ClassDetails
    }
    bookingSettings(lang: { eq: $lang }) {
      priceILS
    }
    allTestimonial(filter: { class: { eq: $slug }, lang: { eq: $lang } }) {
      nodes {
        quote
        who
      }
    }
    allStudioClass(filter: { lang: { eq: $lang } }, sort: { position: ASC }) {
      nodes {
        slug
        path
        title
        menuGroup
        sport
        status
      }
    }
  }
`;
