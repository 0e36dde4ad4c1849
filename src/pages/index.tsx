import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { telUrl, whatsappUrl } from "../lib/phone";
import * as styles from "./index.module.scss";

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const { homeContent: home, siteSettings: site } = data;
  if (!home || !site) throw new Error("content/home.json or content/site.json was not loaded");
  return (
    <Layout>
      <section className={styles.section} aria-labelledby="hero-tagline">
        <p id="hero-tagline" lang="en" dir="ltr">
          {home.heroTagline}
        </p>
      </section>
      <section id="about" className={styles.section} aria-labelledby="about-heading">
        <h1 id="about-heading">{home.aboutHeading}</h1>
        {home.aboutParagraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
      <section id="studio" className={styles.section} aria-labelledby="studio-heading">
        <h2 id="studio-heading">{home.studioHeading}</h2>
      </section>
      <section id="coaches" className={styles.section} aria-labelledby="coaches-heading">
        <h2 id="coaches-heading">{home.coachesHeading}</h2>
      </section>
      <section id="contact" className={styles.section} aria-labelledby="contact-heading">
        <h2 id="contact-heading">{home.contactHeading}</h2>
        <p>
          <a href={whatsappUrl(site.phone)}>וואטסאפ</a> · <a href={telUrl(site.phone)}>התקשרו אלינו</a>
        </p>
      </section>
      <section id="user-login" className={styles.section} aria-labelledby="user-login-heading">
        <h2 id="user-login-heading">{home.userAreaHeading}</h2>
        <p>{home.userAreaText}</p>
      </section>
    </Layout>
  );
}

export const Head = ({ location }: HeadProps) => <Seo pathname={location.pathname} />;

export const query = graphql`
  query HomePage {
    homeContent {
      heroTagline
      aboutHeading
      aboutParagraphs
      studioHeading
      coachesHeading
      contactHeading
      userAreaHeading
      userAreaText
    }
    siteSettings {
      phone
    }
  }
`;
