import type { Testimonial } from "@/components/Testimonials";

/** Made-up testimonials for the component tests only: the shipped content/testimonials.json is empty. */
export const testimonials: Testimonial[] = [
  {
    quote: "הבן שלי מחכה לאימון כל השבוע.",
    who: "אבא של איתן, 9",
    about: { title: "סלטות לילדים", path: "/classes/flips-kids" },
  },
  { quote: "התחלתי בגיל 40 ואני לא מפסיקה.", who: "מיכל", about: null },
];
