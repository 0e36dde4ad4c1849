import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "@/components/Layout";
import { useUiTexts } from "@/hooks/useUiTexts";
import { Seo } from "@/components/Seo";
import { About } from "@/sections/About";
import { ChooseClass } from "@/sections/ChooseClass";
import { runningClasses } from "@/lib/class-status";
import { Coaches } from "@/sections/Coaches";
import { Contact } from "@/sections/Contact";
import { Hero } from "@/sections/Hero";
import { NextEvent } from "@/sections/NextEvent";
import { Studio } from "@/sections/Studio";
import { Testimonials } from "@/components/Testimonials";
import { UserLogin } from "@/sections/UserLogin";
import { fillTemplate } from "@/lib/templates";
import * as styles from "./index.module.scss";

/** The home page: its sections in the spec's order, all fed by this one query from content/. */
export function HomePage({ data }: PageProps<Queries.HomePageDataFragment>) {
  const { homeContent: home, siteSettings: site, bookingSettings: booking } = data;
  if (!home || !site || !booking) throw new Error("content/home.json, site.json or booking.json was not loaded");
  return (
    <Layout>
      <Hero tagline={home.heroTagline} video={home.heroVideo} />
      <About
        heading={fillTemplate(home.aboutHeading, { brand: site.brand })}
        paragraphs={home.aboutParagraphs}
        trialNote={home.trialNote}
        priceILS={booking.priceILS}
        trialFormUrl={site.bookingProvider.trialFormUrl}
        phone={site.phone}
      />
      <ChooseClass heading={home.chooseClassHeading} classes={runningClasses(data.allStudioClass.nodes)} />
      <NextEvent event={data.upcomingEvents[0]} />
      <Studio heading={home.studioHeading} facilities={data.allFacility.nodes} />
      <Coaches heading={home.coachesHeading} coaches={data.allCoach.nodes} />
      <HomeTestimonials testimonials={data.allTestimonial.nodes} classes={data.allStudioClass.nodes} />
      <Contact
        heading={home.contactHeading}
        phone={site.phone}
        address={site.address}
        directions={site.directions}
        openingHours={site.openingHours}
      />
      <UserLogin
        heading={home.userAreaHeading}
        text={home.userAreaText}
        loginUrl={site.bookingProvider.loginUrl}
        providerName={site.bookingProvider.name}
        phone={site.phone}
      />
    </Layout>
  );
}

/** What people say, each with a link to the class it is about; nothing while content/testimonials.json is empty. */
function HomeTestimonials({
  testimonials,
  classes,
}: {
  testimonials: Queries.HomePageDataFragment["allTestimonial"]["nodes"];
  classes: Queries.HomePageDataFragment["allStudioClass"]["nodes"];
}) {
  const { testimonials: texts } = useUiTexts();
  const about = (slug: string) => classes.find((entry) => entry.slug === slug) ?? null;
  return (
    <Testimonials
      className={styles.testimonials}
      heading={texts.homeHeading}
      testimonials={testimonials.map((testimonial) => ({ ...testimonial, about: about(testimonial.class) }))}
    />
  );
}

export const HomePageHead = ({ location }: HeadProps) => <Seo pathname={location.pathname} />;

export const query = graphql`
  fragment HomePageData on Query {
    homeContent(lang: { eq: $lang }) {
      heroTagline
      heroVideo {
        mp4
        webm
      }
      aboutHeading
      aboutParagraphs
      trialNote
      chooseClassHeading
      studioHeading
      coachesHeading
      contactHeading
      userAreaHeading
      userAreaText
    }
    siteSettings(lang: { eq: $lang }) {
      brand
      phone
      ...StudioVisitFields
      bookingProvider {
        name
        trialFormUrl
        loginUrl
      }
    }
    bookingSettings(lang: { eq: $lang }) {
      priceILS
    }
    allStudioClass(filter: { lang: { eq: $lang } }, sort: { position: ASC }) {
      nodes {
        ...ClassTimetable
        slug
        sport
        trial
      }
    }
    allFacility(filter: { lang: { eq: $lang } }, sort: { position: ASC }) {
      nodes {
        ...StudioCard
      }
    }
    allCoach(filter: { lang: { eq: $lang } }, sort: { position: ASC }) {
      nodes {
        ...CoachCard
      }
    }
    upcomingEvents(lang: $lang) {
      ...EventCard
    }
    allTestimonial(filter: { lang: { eq: $lang } }, sort: { position: ASC }) {
      nodes {
        quote
        who
        class
      }
    }
  }
`;
