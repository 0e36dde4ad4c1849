import { graphql, type HeadProps, type PageProps } from "gatsby";
import { EventDetails } from "@/components/EventDetails";
import { JsonLd } from "@/components/JsonLd";
import { Layout } from "@/components/Layout";
import { Seo } from "@/components/Seo";
import { useMediaUrl } from "@/hooks/useMediaUrl";
import { useSiteSettings } from "@/hooks/useSiteSettings";
import { useUiTexts } from "@/hooks/useUiTexts";
import { eventRegistration } from "@/lib/events";
import { eventJsonLd } from "@/lib/structured-data";
import { useLanguage } from "@/language/useLanguage";

type Data = Queries.EventPageDataFragment;

export function EventPage({ data }: PageProps<Data>) {
  const language = useLanguage();
  const site = useSiteSettings();
  const { events: texts } = useUiTexts();
  if (!data.studioEvent) throw new Error("The event page query found no event");
  return (
    <Layout>
      <EventDetails
        event={data.studioEvent}
        texts={texts}
        registration={eventRegistration(data.studioEvent, site.phone, texts, language)}
      />
    </Layout>
  );
}

export function EventPageHead({ data, location }: HeadProps<Data>) {
  const site = useSiteSettings();
  const media = useMediaUrl();
  const event = data.studioEvent;
  return (
    <Seo title={event?.title} description={event?.summary} pathname={location.pathname}>
      {event && <JsonLd data={eventJsonLd(event, site, event.image ? media("eventImage", event.image) : undefined)} />}
    </Seo>
  );
}

export const query = graphql`
  fragment EventPageData on Query {
    studioEvent(slug: { eq: $slug }, lang: { eq: $lang }) {
      ...EventDetails
    }
  }
`;
