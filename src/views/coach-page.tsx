import { graphql, type HeadProps, type PageProps } from "gatsby";
import { CoachProfile } from "@/components/CoachProfile";
import { Layout } from "@/components/Layout";
import { ContactBarTrial } from "@/features/booking/TrialCallToAction";
import { JsonLd } from "@/components/JsonLd";
import { Seo } from "@/components/Seo";
import { useCoachPhotoAddress } from "@/components/CoachPhoto";
import { useSiteSettings } from "@/hooks/useSiteSettings";
import { useUiTexts } from "@/hooks/useUiTexts";
import { coachJsonLd } from "@/lib/structured-data";
import { coachRole } from "@/lib/coach-role";

type Data = Queries.CoachPageDataFragment;

export function CoachPage({ data }: PageProps<Data>) {
  if (!data.coach) throw new Error("The coach page query found no coach");
  return (
    <Layout contactBar={<ContactBarTrial />}>
      <CoachProfile coach={data.coach} />
    </Layout>
  );
}

export function CoachPageHead({ data, location }: HeadProps<Data>) {
  const site = useSiteSettings();
  const { coachPage } = useUiTexts();
  const coach = data.coach;
  const photo = useCoachPhotoAddress(coach);
  const role = coach ? coachRole(coach, coachPage) : "";
  return (
    <Seo
      title={coach ? `${coach.name}, ${role}` : undefined}
      description={coach?.shortDescription.replace(/\s*\n\s*/g, " ")}
      pathname={location.pathname}
    >
      {coach && photo && <JsonLd data={coachJsonLd(coach, role, site, photo)} />}
    </Seo>
  );
}

export const query = graphql`
  fragment CoachPageData on Query {
    coach(slug: { eq: $slug }, lang: { eq: $lang }) {
      ...CoachProfile
      shortDescription
      readMoreLink
    }
  }
`;
