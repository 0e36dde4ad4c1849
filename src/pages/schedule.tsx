import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "@/components/Layout";
import { ContactBarTrial } from "@/features/booking/TrialCallToAction";
import { PageHeader } from "@/components/PageHeader";
import { Seo } from "@/components/Seo";
import { Timetable } from "@/components/Timetable";
import { runningClasses } from "@/lib/class-status";
import { useUiTexts } from "@/hooks/useUiTexts";
import { weeklyTimetable } from "@/lib/timetable";

export default function SchedulePage({ data }: PageProps<Queries.SchedulePageQuery>) {
  const { schedulePage: texts, timetable } = useUiTexts();
  return (
    <Layout contactBar={<ContactBarTrial />}>
      <PageHeader title={texts.title} lead={texts.lead} />
      <Timetable days={weeklyTimetable(runningClasses(data.allStudioClass.nodes), timetable)} />
    </Layout>
  );
}

export function Head({ location }: HeadProps) {
  const { schedulePage: texts } = useUiTexts();
  return <Seo title={texts.title} description={texts.lead} pathname={location.pathname} />;
}

export const query = graphql`
  query SchedulePage {
    allStudioClass(sort: { position: ASC }) {
      nodes {
        ...ClassTimetable
        coaches {
          name
        }
      }
    }
  }
`;
