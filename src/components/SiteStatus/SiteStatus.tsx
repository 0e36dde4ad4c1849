import { graphql } from "gatsby";
import { useUiTexts } from "@/hooks/useUiTexts";
import { buildEnv, firebaseSettings } from "@/lib/firebase-settings";
import { formatDate, localDateString } from "@/lib/dates";
import { serviceStatuses, splitBlockedDates } from "@/lib/site-status";
import { DateList } from "./DateList";
import { EditLinks } from "./EditLinks";
import { LiveContent } from "./LiveContent";
import { PendingChanges } from "./PendingChanges";
import { ServiceTable } from "./ServiceTable";
import { STUDIO_TIME_ZONE } from "@/lib/dated-content";
import { TemplateText } from "./TemplateText";
import * as styles from "./SiteStatus.module.scss";

const builtAtFormat = new Intl.DateTimeFormat("he-IL", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: STUDIO_TIME_ZONE,
});

interface Props {
  data: Queries.SiteStatusFragment;
  /** The signed-in admin's address (the built site holds only digests of the list). */
  viewerEmail: string;
  /**
   * Technical details (the services, environment variable names, the emulator, the security rules): for a
   * development build only; an owner looking at the live site gets what is live instead.
   */
  technical?: boolean;
}

/**
 * What an admin sees on /admin: what is live now (notices in force, upcoming events, the next blocked try-out dates
 * by the admin's own clock, paused classes), a link to edit each content file, and which build this is.
 */
export function SiteStatus({ data, viewerEmail, technical = process.env.NODE_ENV === "development" }: Props) {
  const site = data.siteSettings!;
  const { admin: texts, adminServices } = useUiTexts();
  const { upcoming } = splitBlockedDates(data.bookingSettings?.blockedDates ?? [], localDateString(new Date()));
  const build = data.buildInfo;
  const pausedClasses = data.allStudioClass.nodes.filter((entry) => entry.status === "paused");

  return (
    <div className={styles.sections} data-admin-status="">
      <LiveContent
        texts={texts}
        notices={data.noticesInForce}
        events={data.upcomingEvents}
        pausedClasses={pausedClasses}
      />
      <section aria-labelledby="admin-blocked">
        <h2 id="admin-blocked">{texts.blockedHeading}</h2>
        <DateList dates={upcoming} empty={texts.noBlocked} kind="upcoming" />
      </section>
      {site.repositoryUrl && <PendingChanges texts={texts} />}
      <EditLinks texts={texts} repositoryUrl={site.repositoryUrl} files={build?.contentFiles ?? []} />
      {build && (
        <section aria-labelledby="admin-build">
          <h2 id="admin-build">{texts.buildHeading}</h2>
          <p data-build-info="">
            <TemplateText
              template={texts.builtAt}
              values={{
                time: <time dateTime={build.builtAt}>{builtAtFormat.format(new Date(build.builtAt))}</time>,
                commit: <code dir="ltr">{build.commit}</code>,
              }}
            />
          </p>
          <p data-build-date={build.buildDate}>
            <TemplateText
              template={texts.buildDate}
              values={{ date: <time dateTime={build.buildDate}>{formatDate(build.buildDate)}</time> }}
            />
          </p>
        </section>
      )}
      {technical && (
        <section aria-labelledby="admin-technical" data-admin-technical="">
          <h2 id="admin-technical">{texts.technicalHeading}</h2>
          <p>{texts.securityNote}</p>
          <ServiceTable
            statuses={serviceStatuses(
              firebaseSettings(buildEnv(), site.storageBucket),
              site,
              viewerEmail,
              adminServices,
            )}
            texts={texts}
          />
        </section>
      )}
    </div>
  );
}

export const query = graphql`
  fragment SiteStatus on Query {
    siteSettings(lang: { eq: "he" }) {
      siteUrl
      adminEmailDigests
      storageBucket
      repositoryUrl
      bookingProvider {
        trialFormUrl
        loginUrl
        shopUrl
      }
    }
    noticesInForce {
      text
      until
      pages
    }
    upcomingEvents {
      slug
      path
      title
      date
      endDate
    }
    allStudioClass(filter: { lang: { eq: "he" } }, sort: { position: ASC }) {
      nodes {
        slug
        title
        path
        status
      }
    }
    bookingSettings(lang: { eq: "he" }) {
      blockedDates
    }
    buildInfo {
      commit
      builtAt
      buildDate
      contentFiles
    }
  }
`;
