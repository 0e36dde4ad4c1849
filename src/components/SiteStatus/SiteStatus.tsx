import { graphql } from "gatsby";
import { useUiTexts } from "@/hooks/useUiTexts";
import { buildEnv, firebaseSettings } from "@/lib/firebase-settings";
import { localDateString } from "@/lib/dates";
import { contentEditUrl, serviceStatuses, splitBlockedDates } from "@/lib/site-status";
import { DateList } from "./DateList";
import { InventoryTable } from "./InventoryTable";
import { ServiceTable } from "./ServiceTable";
import * as styles from "./SiteStatus.module.scss";

const builtAtFormat = new Intl.DateTimeFormat("he-IL", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "Asia/Jerusalem",
});

/**
 * What an admin sees on /admin: the services and which still hold sample values, the content inventory, the
 * blocked try-out dates (upcoming and past, by the admin's own clock) and which build this is.
 */
/** `viewerEmail`: the signed-in admin's address (the built site holds only digests of the list). */
export function SiteStatus({ data, viewerEmail }: { data: Queries.SiteStatusFragment; viewerEmail: string }) {
  const site = data.siteSettings!;
  const { menus } = useUiTexts();
  const statuses = serviceStatuses(firebaseSettings(buildEnv(), site.storageBucket), site, viewerEmail);
  const { upcoming, past } = splitBlockedDates(data.bookingSettings?.blockedDates ?? [], localDateString(new Date()));
  const bookingEdit = contentEditUrl(site.repositoryUrl, "booking.json");
  const build = data.buildInfo;

  return (
    <div className={styles.sections} data-admin-status="">
      <ServiceTable statuses={statuses} />
      <InventoryTable
        id="admin-classes"
        heading="חוגים וקורסים"
        editUrl={contentEditUrl(site.repositoryUrl, "classes.json")}
        rows={data.allStudioClass.nodes.map((entry) => ({
          key: entry.slug,
          name: entry.title,
          group: menus[entry.group],
          path: entry.path,
        }))}
      />
      <InventoryTable
        id="admin-coaches"
        heading="מאמנים"
        editUrl={contentEditUrl(site.repositoryUrl, "coaches.json")}
        rows={data.allCoach.nodes.map((coach) => ({ key: coach.slug, name: coach.name, path: coach.readMoreLink }))}
      />

      <section aria-labelledby="admin-blocked">
        <h2 id="admin-blocked">תאריכים חסומים לשיעורי ניסיון</h2>
        <div className={styles.columns}>
          <DateList heading="הבאים" dates={upcoming} empty="אין תאריכים חסומים מהיום והלאה." kind="upcoming" />
          <DateList heading="שעברו" dates={past} empty="אין." kind="past" />
        </div>
        {bookingEdit && (
          <p>
            <a href={bookingEdit} target="_blank" rel="noopener noreferrer">
              עריכת התאריכים החסומים במאגר (נפתח בחלון חדש)
            </a>
          </p>
        )}
      </section>

      <section aria-labelledby="admin-build">
        <h2 id="admin-build">הבנייה</h2>
        <p data-build-info="">
          האתר נבנה ב-
          <time dateTime={build?.builtAt}>
            {build ? builtAtFormat.format(new Date(build.builtAt)) : "?"}
          </time> מה-commit <code dir="ltr">{build?.commit ?? "unknown"}</code>.
        </p>
      </section>
    </div>
  );
}

export const query = graphql`
  fragment SiteStatus on Query {
    siteSettings {
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
    allStudioClass(sort: { position: ASC }) {
      nodes {
        slug
        title
        group
        path
      }
    }
    allCoach(sort: { position: ASC }) {
      nodes {
        slug
        name
        readMoreLink
      }
    }
    bookingSettings {
      blockedDates
    }
    buildInfo {
      commit
      builtAt
    }
  }
`;
