import { graphql, type HeadProps, type PageProps } from "gatsby";
import { ClassCalendars } from "@/components/ClassCalendar";
import { PageShell, PageShellHead } from "@/components/PageShell";
import { ContactBarTrial } from "@/features/booking/TrialCallToAction";
import { StudioClosures } from "@/components/StudioClosures";
import { Timetable } from "@/components/Timetable";
import { runningClasses } from "@/lib/class-status";
import { useTimetableWords } from "@/hooks/useTimetableWords";
import { weeklyTimetable } from "@/lib/timetable";
import { useLanguage } from "@/language/useLanguage";

export function SchedulePage({ data }: PageProps<Queries.SchedulePageDataFragment>) {
  const language = useLanguage();
  const words = useTimetableWords();
  const running = runningClasses(data.allStudioClass.nodes);
  return (
    <PageShell path="/schedule" contactBar={<ContactBarTrial />}>
      <ClassCalendars classes={running} />
      <Timetable days={weeklyTimetable(running, words, language)} />
      <StudioClosures closures={data.studioClosures} />
    </PageShell>
  );
}

export const SchedulePageHead = ({ location }: HeadProps) => (
  <PageShellHead path="/schedule" pathname={location.pathname} />
);

export const query = graphql`
  fragment SchedulePageData on Query {
    studioClosures(lang: $lang) {
      date
      name
    }
    allStudioClass(filter: { lang: { eq: $lang } }, sort: { position: ASC }) {
      nodes {
        slug
        ...ClassTimetable
        coaches {
          name
        }
      }
    }
  }
`;
