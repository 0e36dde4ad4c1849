import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "@/components/Layout";
import { ContactBarTrial } from "@/features/booking/TrialCallToAction";
import { PageHeader } from "@/components/PageHeader";
import { Seo } from "@/components/Seo";
import { Timetable } from "@/components/Timetable";
import { runningClasses } from "@/lib/class-status";
import { weeklyTimetable } from "@/lib/timetable";

const SCHEDULE_TITLE = "מערכת השעות";
const LEAD =
  "כל האימונים הקבועים בסטודיו לאורך השבוע: חוגי ילדים ומבוגרים, קורסים ואימונים פתוחים. לחצו על שם החוג לכל הפרטים עליו.";

export default function SchedulePage({ data }: PageProps<Queries.SchedulePageQuery>) {
  return (
    <Layout contactBar={<ContactBarTrial />}>
      <PageHeader title={SCHEDULE_TITLE} lead={LEAD} />
      <Timetable days={weeklyTimetable(runningClasses(data.allStudioClass.nodes))} />
    </Layout>
  );
}

export const Head = ({ location }: HeadProps) => (
  <Seo title={SCHEDULE_TITLE} description={LEAD} pathname={location.pathname} />
);

export const query = graphql`
  query SchedulePage {
    allStudioClass(sort: { position: ASC }) {
      nodes {
        title
        path
        group
        status
        schedule {
          day
          start
          end
          group
          minAge
          maxAge
        }
        coaches {
          name
        }
      }
    }
  }
`;
