import { processedCoachPhoto } from "./media";

/** Six coaches: more than the four named roles, so the "everyone after them" rule shows. */
export const coachCards: Queries.CoachCardFragment[] = ["אלף", "בית", "גימל", "דלת", "הא", "וו"].map((name, index) => ({
  slug: `coach-${index + 1}`,
  name: `מאמן ${name}`,
  role: null,
  shortDescription: `שתי שורות על מאמן ${name}.`,
  video: `coach-${index + 1}.mp4`,
  poster: `coach-${index + 1}.jpg`,
  photo: processedCoachPhoto(`coach-${index + 1}`),
}));

export const coachProfile: Queries.CoachProfileFragment = {
  slug: "coach-3",
  name: "מאמן גימל",
  position: 2,
  role: null,
  fullBio: ["הפסקה הראשונה של הביוגרפיה.", "הפסקה השנייה."],
  video: "coach-3.mp4",
  poster: "coach-3.jpg",
  photo: processedCoachPhoto("coach-3"),
  classes: [
    { path: "/classes/flips-kids", title: "סלטות לילדים" },
    { path: "/classes/handstand", title: "קורס עמידות ידיים" },
  ],
};
