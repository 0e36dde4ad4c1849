import { graphql, type HeadProps, type PageProps } from "gatsby";
import { ClassCalendars } from "@/components/ClassCalendar";
import { PageShell, PageShellHead } from "@/components/PageShell";
import { ContactBarTrial } from "@/features/booking/TrialCallToAction";
import { StudioClosures } from "@/components/StudioClosures";
import { Timetable } from "@/components/Timetable";
import { runningClasses } from "@/lib/class-status";
import { useTimetableWords } from "@/hooks/useTimetableWords";
import { weeklyTimetable } from "@/lib/timetable";
import { inHebrew } from "@/language/he/HebrewSiteTexts";

function SchedulePage({ data }: PageProps<Queries.SchedulePageQuery>) {
  const words = useTimetableWords();
  const running = runningClasses(data.allStudioClass.nodes);
  return (
    <PageShell path="/schedule" contactBar={<ContactBarTrial />}>
      <ClassCalendars classes={running} />
      <Timetable days={weeklyTimetable(running, words)} />
      <StudioClosures closures={data.studioClosures} />
    </PageShell>
  );
}

const SchedulePageHead = ({ location }: HeadProps) => <PageShellHead path="/schedule" pathname={location.pathname} />;

export default inHebrew(SchedulePage);
export const Head = inHebrew(SchedulePageHead);

export const query = graphql`
  query SchedulePage {
    studioClosures {
      date
      name
    }
    allStudioClass(sort: { position: ASC }) {
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
