/** content/studio.json: a card of the home page's studio section. */
import { z } from "zod";
import { mediaFile, text } from "./fields";

export const facilitySchema = z
  .strictObject({
    title: text.describe("כותרת הכרטיס"),
    text: text.describe("הטקסט בכרטיס"),
    img: mediaFile.describe("התמונה"),
    alt: text.describe("מה רואים בתמונה, לקוראי מסך"),
  })
  .describe("כרטיס");
