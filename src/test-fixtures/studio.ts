import { processedImage, unprocessedImage } from "./media";

export const facilities: Queries.StudioCardFragment[] = [
  {
    title: "רצפה קפיצית",
    text: "רצפה שבולמת נחיתות.",
    img: "floor.jpg",
    alt: "רצפה כחולה באולם",
    image: processedImage("/static/floor.jpg"),
  },
  {
    title: "בור ספוג",
    text: "בור מלא קוביות ספוג.",
    img: "pit.jpg",
    alt: "בור ספוג צבעוני",
    image: processedImage("/static/pit.jpg"),
  },
  { title: "מתח ומקבילים", text: "מתקני כוח.", img: "bars.jpg", alt: "מוטות מתח", image: unprocessedImage },
];
