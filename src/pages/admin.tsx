import { useEffect } from "react";
import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { PageHeader } from "../components/PageHeader";
import { Seo } from "../components/Seo";
import { buildEnv, firebaseSettings } from "../firebase/config";
import { useIsAdmin } from "../hooks/useIsAdmin";
import { groupTitle } from "../lib/menu";
import {
  contentEditUrl,
  localIsoDate,
  serviceStatuses,
  splitBlockedDates,
  type ServiceState,
} from "../lib/site-status";
import { useAuth } from "../providers/AuthProvider";
import * as styles from "./admin.module.scss";

const TITLE = "ניהול האתר";
const DESCRIPTION = "מצב האתר למנהלי הסטודיו: השירותים המוגדרים, החוגים והמאמנים, התאריכים החסומים ופרטי הבנייה.";

const STATE_LABELS: Record<ServiceState, string> = {
  configured: "מוגדר",
  sample: "ערך לדוגמה",
  missing: "לא הוגדר",
};

const dateFormat = new Intl.DateTimeFormat("he-IL", { dateStyle: "full", timeZone: "Asia/Jerusalem" });
const timeFormat = new Intl.DateTimeFormat("he-IL", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "Asia/Jerusalem",
});
const formatDate = (isoDate: string) => dateFormat.format(new Date(`${isoDate}T12:00:00Z`));

function EditLink({ url, label }: { url: string | null; label: string }) {
  if (!url) return null;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" aria-label={`עריכת ${label} במאגר (נפתח בחלון חדש)`}>
      עריכה
    </a>
  );
}

function SiteStatus({ data }: { data: Queries.AdminPageQuery }) {
  const site = data.siteSettings!;
  const statuses = serviceStatuses(firebaseSettings(buildEnv(), site.storageBucket), site);
  const { upcoming, past } = splitBlockedDates(data.bookingSettings?.blockedDates ?? [], localIsoDate(new Date()));
  const classesEdit = contentEditUrl(site.repositoryUrl, "classes.json");
  const coachesEdit = contentEditUrl(site.repositoryUrl, "coaches.json");
  const bookingEdit = contentEditUrl(site.repositoryUrl, "booking.json");
  const build = data.buildInfo;

  return (
    <div className={styles.sections} data-admin-status="">
      <section aria-labelledby="admin-services">
        <h2 id="admin-services">שירותים והגדרות</h2>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">שירות</th>
                <th scope="col">ערך</th>
                <th scope="col">מצב</th>
              </tr>
            </thead>
            <tbody>
              {statuses.map((status) => (
                <tr key={status.name} data-state={status.state}>
                  <th scope="row">{status.name}</th>
                  <td>
                    <bdi>{status.value}</bdi>
                  </td>
                  <td>
                    <span className={styles.badge} data-state={status.state}>
                      {STATE_LABELS[status.state]}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="admin-classes">
        <h2 id="admin-classes">חוגים וקורסים ({data.allStudioClass.nodes.length})</h2>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">שם</th>
                <th scope="col">קבוצה</th>
                <th scope="col">כתובת</th>
                {classesEdit && <th scope="col">התוכן</th>}
              </tr>
            </thead>
            <tbody>
              {data.allStudioClass.nodes.map((entry) => (
                <tr key={entry.slug}>
                  <th scope="row">{entry.title}</th>
                  <td>{groupTitle(entry.group)}</td>
                  <td>
                    <Link to={entry.path} dir="ltr">
                      {entry.path}
                    </Link>
                  </td>
                  {classesEdit && (
                    <td>
                      <EditLink url={classesEdit} label={entry.title} />
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="admin-coaches">
        <h2 id="admin-coaches">מאמנים ({data.allCoach.nodes.length})</h2>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">שם</th>
                <th scope="col">כתובת</th>
                {coachesEdit && <th scope="col">התוכן</th>}
              </tr>
            </thead>
            <tbody>
              {data.allCoach.nodes.map((coach) => (
                <tr key={coach.slug}>
                  <th scope="row">{coach.name}</th>
                  <td>
                    <Link to={coach.readMoreLink} dir="ltr">
                      {coach.readMoreLink}
                    </Link>
                  </td>
                  {coachesEdit && (
                    <td>
                      <EditLink url={coachesEdit} label={coach.name} />
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="admin-blocked">
        <h2 id="admin-blocked">תאריכים חסומים לשיעורי ניסיון</h2>
        <div className={styles.columns}>
          <div>
            <h3>הבאים</h3>
            {upcoming.length ? (
              <ul data-blocked="upcoming">
                {upcoming.map((date) => (
                  <li key={date}>
                    <time dateTime={date}>{formatDate(date)}</time>
                  </li>
                ))}
              </ul>
            ) : (
              <p data-blocked="upcoming">אין תאריכים חסומים מהיום והלאה.</p>
            )}
          </div>
          <div>
            <h3>שעברו</h3>
            {past.length ? (
              <ul data-blocked="past">
                {past.map((date) => (
                  <li key={date}>
                    <time dateTime={date}>{formatDate(date)}</time>
                  </li>
                ))}
              </ul>
            ) : (
              <p data-blocked="past">אין.</p>
            )}
          </div>
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
          האתר נבנה ב-<time dateTime={build?.builtAt}>{build ? timeFormat.format(new Date(build.builtAt)) : "?"}</time>{" "}
          מה-commit <code dir="ltr">{build?.commit ?? "unknown"}</code>.
        </p>
      </section>
    </div>
  );
}

export default function AdminPage({ data }: PageProps<Queries.AdminPageQuery>) {
  const { status, connect, openLogin } = useAuth();
  const isAdmin = useIsAdmin();

  // This page needs to know who is signed in: it loads the sign-in code by itself.
  useEffect(connect, [connect]);

  return (
    <Layout>
      <PageHeader title={TITLE} lead={DESCRIPTION}>
        <p className={styles.note}>
          העמוד הזה רק מסתיר את מה שאינו מיועד לכולם; ההגנה האמיתית על הנתונים היא בכללי האבטחה בשרת (firestore.rules
          ו-storage.rules), שבודקים את כתובת האימייל המאומתת מול אותה רשימת מנהלים.
        </p>
      </PageHeader>
      <div className={styles.body} aria-live="polite" aria-busy={status === "unknown"}>
        {status === "unknown" && <p className={styles.muted}>בודקים אם התחברת…</p>}
        {status === "signed-out" && (
          <div data-admin-state="signed-out">
            <p>העמוד הזה מיועד למנהלי הסטודיו. התחברו כדי לראות את מצב האתר.</p>
            <button type="button" className={styles.primary} onClick={openLogin}>
              התחברות
            </button>
          </div>
        )}
        {status === "signed-in" && !isAdmin && (
          <div data-admin-state="no-access" role="alert">
            <h2>אין לך גישה לעמוד הזה</h2>
            <p>
              העמוד מיועד למנהלי הסטודיו בלבד, והחשבון שאיתו התחברת אינו ברשימת המנהלים. אם זו טעות, פנו למנהל האתר.
            </p>
          </div>
        )}
        {status === "signed-in" && isAdmin && <SiteStatus data={data} />}
      </div>
    </Layout>
  );
}

export const Head = ({ location }: HeadProps) => (
  <Seo title={TITLE} description={DESCRIPTION} pathname={location.pathname} noindex />
);

export const query = graphql`
  query AdminPage {
    siteSettings {
      siteUrl
      adminEmails
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
